import { geocodeAddress, searchAddress } from "./geocode-address";
import { lookupPlace } from "./lookup-place";
import { reverseGeocode } from "./reverse-geocode";
import type { Geocoder } from "./types";

/** The offline geocoder: every answer comes from the in-memory GeoNames gazetteer. */
export function createGazetteerGeocoder(): Geocoder {
  return {
    geocodeAddress: async (text) => geocodeAddress(text),
    searchAddress: async (text) => searchAddress(text),
    reverseGeocode: async (latitude, longitude) => reverseGeocode(latitude, longitude),
    lookupPlace: async (placeId) => lookupPlace(placeId),
  };
}
