import { countryName } from "./country-names";
import type { City } from "./load-gazetteer";
import { regionName } from "./region-names";
import type { Place } from "./types";

/** Parts of a Place that only the geocoded text can supply; the gazetteer has neither. */
export type AddressExtras = { postalCode: string | null; streetAddress: string | null };

const NO_EXTRAS: AddressExtras = { postalCode: null, streetAddress: null };

export function toPlace(city: City, extras: AddressExtras = NO_EXTRAS): Place {
  const [longitude, latitude] = city.loc.coordinates;
  return {
    placeId: `gn:${city.cityId}`,
    name: city.name,
    locality: city.name,
    region: regionName(city.country, city.adminCode),
    country: countryName(city.country),
    countryCode: city.country,
    postalCode: extras.postalCode,
    streetAddress: extras.streetAddress,
    latitude,
    longitude,
    population: city.population,
    precision: "city",
  };
}
