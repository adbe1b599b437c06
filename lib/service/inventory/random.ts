// Seeded randomness: the catalogue is generated, but must come out identical on every
// machine and every run, so that tests, screenshots and quotes are stable.

/** FNV-1a, 32 bits: a stable seed from any text. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Random = {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
};

/** mulberry32: small, fast and good enough for made-up apartments. */
export function seededRandom(seed: string | number): Random {
  let state = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    sample: (items, count) => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i] as (typeof items)[number]);
    },
    chance: (probability) => next() < probability,
  };
}

/** A point `distanceKm` from the origin along `bearingDeg` (flat-earth; fine below 50 km). */
export function offsetPoint(latitude: number, longitude: number, distanceKm: number, bearingDeg: number) {
  const bearing = (bearingDeg * Math.PI) / 180;
  const dLat = (distanceKm * Math.cos(bearing)) / 111.32;
  const cosLat = Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  const dLon = (distanceKm * Math.sin(bearing)) / (111.32 * cosLat);
  const lon = ((((longitude + dLon + 180) % 360) + 360) % 360) - 180;
  return { latitude: round(Math.max(-89.9, Math.min(89.9, latitude + dLat)), 6), longitude: round(lon, 6) };
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
