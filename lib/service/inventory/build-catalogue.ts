import { listPlaces, type Place } from "@/lib/geo";
import { buildProperty } from "./build-property";
import { offsetPoint, seededRandom } from "./random";
import type { InventoryProperty } from "./types";

/** "Over a million people", as the catalogue promises. */
export const CATALOGUE_MIN_POPULATION = 1_000_001;

/** Three to five properties within 7 km of a city's centre. */
export function propertiesOfCity(place: Place): InventoryProperty[] {
  const key = place.placeId.replace(/[^A-Za-z0-9]/g, "");
  const random = seededRandom(`city-${key}`);
  const count = random.int(3, 5);
  return Array.from({ length: count }, (_, i) => {
    const point = offsetPoint(place.latitude, place.longitude, random.between(0.4, 7), random.between(0, 360));
    return buildProperty({ id: `prop-${key}-${i + 1}`, place, ...point, generated: false });
  });
}

/** The whole seeded catalogue: every gazetteer city of over a million people. */
export function buildCatalogue(): InventoryProperty[] {
  return listPlaces({ minPopulation: CATALOGUE_MIN_POPULATION }).flatMap(propertiesOfCity);
}
