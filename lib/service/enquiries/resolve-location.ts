import type { CreateEnquiryRequest, EnquiryAddress } from "@/lib/contract/enquiry";
import { countryName, GeocoderUnavailableError, getGeocoder, type Place } from "@/lib/geo";
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
 * GEOCODE_FAILURE even when coordinates were also given, and an address naming a
 * country is placed in that country or not at all. Given coordinates are kept as the
 * most precise position. A place id that is one of the places an ambiguous address
 * can name ("Springfield") chooses between them; the address adds its street and postcode.
 */
export async function resolveLocation(location: CreateEnquiryRequest["enquiryLocation"]): Promise<ResolvedLocation> {
  try {
    return await resolve(location);
  } catch (error) {
    if (!(error instanceof GeocoderUnavailableError)) throw error;
    const retry = error.retryAfterSeconds;
    console.error(`[geocode] ${error.message}`);
    throw new ServiceError(
      "SERVICE_UNAVAILABLE",
      `The geocoder did not answer, so the location could not be placed. Try again${retry !== null ? ` in ${retry} seconds` : " in a moment"}.`,
      retry !== null ? { headers: { "Retry-After": String(retry) } } : {},
    );
  }
}

async function resolve(location: CreateEnquiryRequest["enquiryLocation"]): Promise<ResolvedLocation> {
  const geocoder = getGeocoder();
  let byId: Place | null = null;
  let byAddress: Place | null = null;

  if (location.mapPlaceId !== undefined) {
    byId = await geocoder.lookupPlace(location.mapPlaceId);
    if (!byId) throw geocodeFailure("mapPlaceId", `No place has the id "${location.mapPlaceId}".`);
  }
  if (location.addressFormatted !== undefined) {
    const search = await geocoder.searchAddress(location.addressFormatted);
    if (search.refusedCountry) {
      const country = countryName(search.refusedCountry) ?? search.refusedCountry;
      throw geocodeFailure(
        "addressFormatted",
        `This address cannot be placed in ${country}: no town of that name is known there. Check the spelling of the town, or the country.`,
      );
    }
    const chosen = byId ? search.places.find((place) => place.placeId === byId?.placeId) : undefined;
    byAddress = chosen ?? search.places[0] ?? null;
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
