// US ZIP codes: the zipcodes npm package (BSD), centres of ZIP code areas.
import { createRequire } from "node:module";
import type { Coordinates } from "./types";

type ZipRecord = { zip: string; latitude: number; longitude: number; state: string };

const require = createRequire(import.meta.url);
const globalForZips = globalThis as unknown as { staydeskZips?: Record<string, ZipRecord> };

/** Loads the postcode tables now rather than on the first address that needs them. */
export function loadPostcodes(): void {
  globalForZips.staydeskZips ??= (require("zipcodes/lib/codes") as { codes: Record<string, ZipRecord> }).codes;
}

/**
 * The centre of a postcode's area, when the dataset knows it and it lies in the region
 * given (a ZIP code of another state is a typing error, not a better point). Null
 * otherwise: only the United States has an offline postcode dataset here, so elsewhere a
 * postcode is kept in the address but does not move the point.
 */
export function postcodeCentre(countryCode: string, regionCode: string, postalCode: string): Coordinates | null {
  if (countryCode !== "US") return null;
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(postalCode.trim())?.[1];
  if (!zip) return null;
  loadPostcodes();
  const record = globalForZips.staydeskZips?.[zip];
  if (!record || record.state !== regionCode) return null;
  return { latitude: record.latitude, longitude: record.longitude };
}
