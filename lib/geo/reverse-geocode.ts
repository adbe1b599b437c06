import { around } from "geokdbush";
import { isValidCoordinate } from "./is-valid-coordinate";
import { loadGazetteer } from "./load-gazetteer";
import { toPlace } from "./to-place";
import type { Place } from "./types";

// Sections of a town (PPLX: "Mitte", "Zürich (Kreis 1)") and places that no longer exist
// make a poor locality: a point in central Berlin should read "Berlin".
const SKIPPED = new Set(["PPLX", "PPLQ", "PPLH", "PPLW"]);

/** The nearest gazetteer town to a point; null when the coordinates are out of range. */
export function reverseGeocode(latitude: number, longitude: number): Place | null {
  if (!isValidCoordinate(latitude, longitude)) return null;
  const { cities, points } = loadGazetteer();
  const [index] = around(points, longitude, latitude, 1, Infinity, (i) => !SKIPPED.has(cities[i]?.featureCode ?? ""));
  const city = index === undefined ? undefined : cities[index];
  return city ? toPlace(city) : null;
}
