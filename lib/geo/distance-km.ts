import type { Coordinates } from "./types";

const EARTH_RADIUS_KM = 6371.0088; // mean radius (IUGG)

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLon = (b.longitude - a.longitude) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
