import { geocoderSettings } from "../env";
import { createGazetteerGeocoder } from "./create-gazetteer-geocoder";
import { createNominatimGeocoder } from "./create-nominatim-geocoder";
import type { Geocoder } from "./types";

let geocoder: Geocoder | undefined;

/**
 * The process-wide geocoder, chosen by GEOCODER: "gazetteer" (default, offline) or
 * "nominatim" (needs NOMINATIM_URL). The environment is validated at start elsewhere;
 * reading the raw settings here lets scripts and tests use the geocoder without it.
 */
export function getGeocoder(): Geocoder {
  const { kind, nominatimUrl, nominatimTimeoutMs } = geocoderSettings();
  geocoder ??= createGeocoder(kind, nominatimUrl, nominatimTimeoutMs);
  return geocoder;
}

export function createGeocoder(kind: string | undefined, nominatimUrl: string | undefined, nominatimTimeoutMs?: number): Geocoder {
  switch (kind || "gazetteer") {
    case "gazetteer":
      return createGazetteerGeocoder();
    case "nominatim":
      if (!nominatimUrl) throw new Error("GEOCODER=nominatim needs NOMINATIM_URL");
      return createNominatimGeocoder(nominatimUrl, { timeoutMs: nominatimTimeoutMs });
    default:
      throw new Error(`Unknown GEOCODER "${kind}": expected "gazetteer" or "nominatim"`);
  }
}
