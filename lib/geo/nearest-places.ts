import { around } from "geokdbush";
import { isValidCoordinate } from "./is-valid-coordinate";
import { loadGazetteer } from "./load-gazetteer";
import { toPlace } from "./to-place";
import type { Place } from "./types";

/** The `count` gazetteer places nearest to a point, nearest first (every feature kind). */
export function nearestPlaces(latitude: number, longitude: number, count: number): Place[] {
  if (!isValidCoordinate(latitude, longitude) || !(count >= 1)) return [];
  const { cities, points } = loadGazetteer();
  return around(points, longitude, latitude, Math.floor(count)).flatMap((index) => {
    const city = cities[index];
    return city ? [toPlace(city)] : [];
  });
}
