import "server-only";
import { coordinateDecimals, precisionSentence, storedPrecision, type StoredLocation } from "@/lib/geo/describe-precision";
import { coordinatesLabel } from "./guests";

/**
 * "Placed at city level: distances are from the centre of London." Said wherever an
 * enquiry's location is shown or measured from, so a city centre is never read as the
 * street address.
 */
export function LocationPrecision({ location, className = "text-sm text-slate-600" }: { location: StoredLocation; className?: string }) {
  return (
    <p className={className} data-testid="location-precision">
      {precisionSentence(storedPrecision(location))}
    </p>
  );
}

/** The location's coordinates, rounded to what is known of them. */
export function locationCoordinatesLabel(location: StoredLocation): string {
  const { latitude, longitude } = location.coordinates;
  return coordinatesLabel(latitude, longitude, coordinateDecimals(storedPrecision(location).precision));
}
