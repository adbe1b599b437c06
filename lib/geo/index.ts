export { countryName } from "./country-names";
export { distanceKm } from "./distance-km";
export { getGeocoder } from "./get-geocoder";
export { listPlaces } from "./list-places";
export { nearestPlaces } from "./nearest-places";
export { GeocoderUnavailableError } from "./geocoder-unavailable";
export type { AddressSearch, Coordinates, Geocoder, Place, Precision } from "./types";
export { warmGeocoder } from "./warm-geocoder";
