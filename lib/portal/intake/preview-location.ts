import "server-only";
import { countryName, distanceKm, GeocoderUnavailableError, getGeocoder, type Place } from "@/lib/geo";
import { coordinateDecimals, type PrecisionFacts, precisionSentence } from "@/lib/geo/describe-precision";
import type { LocationPreview, LocationPreviewQuery, PreviewPlace } from "./location-preview";

/**
 * Resolves a location the way the service does (an address to its best place and any
 * that fit about as well, coordinates to the nearest place, a place id to that place),
 * with the same geocoder. A preview only: the service's answer on submit is the one
 * that counts.
 */
export async function previewLocation(query: LocationPreviewQuery): Promise<LocationPreview> {
  const geocoder = getGeocoder();
  try {
    switch (query.mode) {
      case "address": {
        const search = await geocoder.searchAddress(query.q);
        const [best, ...others] = search.places;
        if (!best) {
          const country = search.refusedCountry ? (countryName(search.refusedCountry) ?? search.refusedCountry) : null;
          return { found: false, reason: country ? `It cannot be placed in ${country}: no town of that name is known there.` : null };
        }
        const candidates = others.length > 0 ? search.places.map((place) => fromPlace(place)) : [];
        return found(fromPlace(best), candidates);
      }
      case "coordinates": {
        const place = await geocoder.reverseGeocode(query.lat, query.lon);
        if (!place) return { found: false, reason: null };
        const point = { latitude: query.lat, longitude: query.lon };
        return found(fromPlace(place, point, { precision: "coordinates", kmFromLocality: distanceKm(point, place) }), []);
      }
      case "place": {
        const place = await geocoder.lookupPlace(query.q);
        return place ? found(fromPlace(place), []) : { found: false, reason: null };
      }
    }
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) return { found: false, reason: "The geocoder is not answering right now." };
    throw error;
  }
}

function found(place: PreviewPlace, candidates: PreviewPlace[]): LocationPreview {
  return { found: true, place, point: place.point, candidates };
}

function fromPlace(
  place: Place,
  point = { latitude: place.latitude, longitude: place.longitude },
  given?: Pick<PrecisionFacts, "precision" | "kmFromLocality">,
): PreviewPlace {
  const facts: PrecisionFacts = {
    precision: place.precision,
    locality: place.locality ?? place.name,
    streetAddress: place.streetAddress,
    postalCode: place.postalCode,
    ...given,
  };
  return {
    placeId: place.placeId,
    name: place.name,
    locality: place.locality,
    region: place.region,
    country: place.country,
    postalCode: place.postalCode,
    streetAddress: place.streetAddress,
    population: place.population,
    point,
    decimals: coordinateDecimals(facts.precision),
    precision: precisionSentence(facts),
  };
}
