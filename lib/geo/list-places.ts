import { loadGazetteer } from "./load-gazetteer";
import { toPlace } from "./to-place";
import type { Place } from "./types";

// Sections of a town (PPLX, such as "Ra’s Bayrūt" in Beirut) would list a city twice;
// places that no longer exist are no destination.
const LEFT_OUT = new Set(["PPLX", "PPLQ", "PPLH", "PPLW"]);

/** Gazetteer towns with at least `minPopulation` people, most populous first. */
export function listPlaces(opts: { minPopulation: number }): Place[] {
  return loadGazetteer()
    .cities.filter((city) => city.population >= opts.minPopulation && !LEFT_OUT.has(city.featureCode))
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
    .map((city) => toPlace(city));
}
