import { loadGazetteer } from "./load-gazetteer";
import { toPlace } from "./to-place";
import type { Place } from "./types";

/** The gazetteer place of a "gn:<geonameid>" id; null when malformed or unknown. */
export function lookupPlace(placeId: string): Place | null {
  const match = /^gn:(\d{1,10})$/.exec(placeId.trim());
  if (!match) return null;
  const city = loadGazetteer().cityById(Number(match[1]));
  return city ? toPlace(city) : null;
}
