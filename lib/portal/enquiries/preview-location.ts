import "server-only";
import { getGeocoder, type Place } from "@/lib/geo";
import type { LocationPreview, LocationPreviewQuery } from "./location-preview";

/**
 * Resolves a location the way the service does (an address to its best place,
 * coordinates to the nearest place, a place id to that place), with the same offline
 * gazetteer. A preview only: the service's answer on submit is the one that counts.
 */
export async function previewLocation(query: LocationPreviewQuery): Promise<LocationPreview> {
  const geocoder = getGeocoder();
  let place: Place | null;
  switch (query.mode) {
    case "address":
      place = await geocoder.geocodeAddress(query.q);
      break;
    case "coordinates":
      place = await geocoder.reverseGeocode(query.lat, query.lon);
      break;
    case "place":
      place = await geocoder.lookupPlace(query.q);
      break;
  }
  if (!place) return { found: false };
  return {
    found: true,
    place: {
      placeId: place.placeId,
      name: place.name,
      locality: place.locality,
      region: place.region,
      country: place.country,
      postalCode: place.postalCode,
      streetAddress: place.streetAddress,
    },
    point: query.mode === "coordinates" ? { latitude: query.lat, longitude: query.lon } : { latitude: place.latitude, longitude: place.longitude },
  };
}
