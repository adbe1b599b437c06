export { distanceKm } from "./distance-km";
export { getGeocoder } from "./get-geocoder";
export { listPlaces } from "./list-places";
export { nearestPlaces } from "./nearest-places";
export type { Coordinates, Geocoder, Place } from "./types";
export { warmGeocoder } from "./warm-geocoder";
