import type { CreateEnquiryRequest, EnquiryAddress } from "@/lib/contract/enquiry";
import { getGeocoder, type Place } from "@/lib/geo";
import { ServiceError } from "../errors";

export type ResolvedLocation = {
  latitude: number;
  longitude: number;
  mapPlaceId: string;
  address: EnquiryAddress;
};

function geocodeFailure(field: string, message: string): ServiceError {
  return new ServiceError("GEOCODE_FAILURE", message, { errors: { [`enquiryLocation.${field}`]: [message] } });
}

function addressOf(place: Place): EnquiryAddress {
  return {
    country: place.country,
    locality: place.locality,
    postalCode: place.postalCode,
    region: place.region,
    streetAddress: place.streetAddress,
  };
}

/**
 * Turns the location of a create request into coordinates, a place id and an address.
 * Every part given must resolve: a place id or an address that cannot be placed is a
 * GEOCODE_FAILURE even when coordinates were also given. Given coordinates are kept as
 * the most precise position; the address comes from the address text when there is one.
 */
export async function resolveLocation(location: CreateEnquiryRequest["enquiryLocation"]): Promise<ResolvedLocation> {
  const geocoder = getGeocoder();
  let byId: Place | null = null;
  let byAddress: Place | null = null;

  if (location.mapPlaceId !== undefined) {
    byId = await geocoder.lookupPlace(location.mapPlaceId);
    if (!byId) throw geocodeFailure("mapPlaceId", `No place has the id "${location.mapPlaceId}".`);
  }
  if (location.addressFormatted !== undefined) {
    byAddress = await geocoder.geocodeAddress(location.addressFormatted);
    if (!byAddress) {
      throw geocodeFailure(
        "addressFormatted",
        "This address could not be placed. Include the town or city and the country, e.g. \"221B Baker Street, London NW1 6XE, United Kingdom\".",
      );
    }
  }
  const coords = location.coordinates;
  const place =
    byAddress ?? byId ?? (coords ? await geocoder.reverseGeocode(coords.latitude, coords.longitude) : null);
  if (!place) throw geocodeFailure("coordinates", "No place is known near these coordinates.");

  return {
    latitude: coords?.latitude ?? byId?.latitude ?? place.latitude,
    longitude: coords?.longitude ?? byId?.longitude ?? place.longitude,
    mapPlaceId: location.mapPlaceId ?? place.placeId,
    address: addressOf(place),
  };
}
