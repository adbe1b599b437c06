import { geocodeAddress } from "./geocode-address";
import { loadPostcodes } from "./postcode-centre";

/**
 * Loads and indexes the gazetteer now (about a second) instead of on the first request.
 * It is loaded whatever GEOCODER says: listPlaces and nearestPlaces always read it.
 */
export function warmGeocoder(): void {
  // One real lookup also builds the country and region tables.
  geocodeAddress("London, England, United Kingdom");
  loadPostcodes();
}
