import { distanceKm } from "./distance-km";
import { lookupPlace } from "./lookup-place";
import { postcodeCentre } from "./postcode-centre";
import { loadGazetteer } from "./load-gazetteer";
import type { Coordinates, Precision } from "./types";

/** How a location was placed: by the geocoder at some precision, or at coordinates given as they are. */
export type LocationPrecision = Precision | "coordinates";

export type PrecisionFacts = {
  precision: LocationPrecision;
  /** The town the location is in or nearest to. */
  locality: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  /** For coordinates given: how far the town named is from them. */
  kmFromLocality?: number | null;
};

// Beyond this a point is not "near" the town any more: say how far the nearest one is.
const FAR_KM = 50;

/**
 * The sentence said wherever a location is shown or measured from, so nobody reads
 * a city centre as a street address ("placed at city level: distances are from the
 * centre of London").
 */
export function precisionSentence(facts: PrecisionFacts): string {
  const town = facts.locality ?? "the place named";
  switch (facts.precision) {
    case "street":
      return `Placed at street level: distances are from ${[facts.streetAddress, facts.locality].filter(Boolean).join(", ") || town}.`;
    case "postcode":
      return `Placed at postcode level: distances are from the centre of ${facts.postalCode ?? "the postcode area"}${facts.locality ? `, ${facts.locality}` : ""}.${keptClause(facts.streetAddress, null)}`;
    case "city":
      return `Placed at city level: distances are from the centre of ${town}.${keptClause(facts.streetAddress, facts.postalCode)}`;
    case "coordinates": {
      const km = facts.kmFromLocality ?? null;
      if (km === null || !facts.locality) return "Placed at the coordinates given: distances are from that point.";
      if (km > FAR_KM) {
        return `Placed at the coordinates given: distances are from that point. The nearest known place, ${facts.locality}, is ${Math.round(km)} km away.`;
      }
      return `Placed at the coordinates given: distances are from that point, ${kmLabel(km)} from the centre of ${facts.locality}.`;
    }
  }
}

function keptClause(street: string | null, postcode: string | null): string {
  if (street && postcode) return " The street and postcode were kept but not used to place it.";
  if (postcode) return " The postcode was kept but not used to place it.";
  if (street) return " The street was kept but not used to place it.";
  return "";
}

function kmLabel(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

/** Decimal places of coordinates worth showing at a precision: about 1 km for a city, 10 m for a point. */
export function coordinateDecimals(precision: LocationPrecision): number {
  return precision === "city" ? 2 : precision === "postcode" ? 3 : 4;
}

export type StoredLocation = {
  coordinates: Coordinates;
  mapPlaceId: string;
  address: { locality: string | null; streetAddress: string | null; postalCode: string | null };
};

// Coordinates within this of the place's own point are the place's, not given ones.
const SAME_POINT_KM = 0.01;

/**
 * The precision of a stored enquiry location, read from what it holds: a gazetteer
 * place whose own point it is was placed at city level; any other point was given as
 * coordinates. A street-level geocoder's place (not in the gazetteer) is at street
 * level when it kept a street.
 */
export function storedPrecision(location: StoredLocation): PrecisionFacts {
  const { address } = location;
  const base = { locality: address.locality, streetAddress: address.streetAddress, postalCode: address.postalCode };
  const place = location.mapPlaceId.startsWith("gn:") ? lookupPlace(location.mapPlaceId) : null;
  if (place) {
    const km = distanceKm(location.coordinates, place);
    if (km < SAME_POINT_KM) return { ...base, precision: "city", locality: place.name };
    const city = loadGazetteer().cityById(Number(location.mapPlaceId.slice(3)));
    const centre = city && address.postalCode ? postcodeCentre(city.country, city.adminCode, address.postalCode) : null;
    if (centre && distanceKm(location.coordinates, centre) < SAME_POINT_KM) return { ...base, precision: "postcode", locality: place.name };
    return { ...base, precision: "coordinates", locality: place.name, kmFromLocality: km };
  }
  return { ...base, precision: address.streetAddress ? "street" : "city" };
}
