import { z } from "zod";
import { countryName } from "./country-names";
import { GeocoderUnavailableError, readRetryAfter } from "./geocoder-unavailable";
import { isValidCoordinate } from "./is-valid-coordinate";
import type { Geocoder, Place, Precision } from "./types";

export const NOMINATIM_TIMEOUT_MS = 5_000;
const MAX_CANDIDATES = 5;
// The public Nominatim usage policy asks every client to identify itself.
const USER_AGENT = "Staydesk geocoder (+https://staydesk.example)";

const OSM_TYPE_LETTER = { node: "N", way: "W", relation: "R" } as const;

const resultSchema = z.object({
  osm_type: z.enum(["node", "way", "relation"]),
  osm_id: z.coerce.number().int(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  name: z.string().nullish(),
  addresstype: z.string().nullish(),
  display_name: z.string().nullish(),
  address: z.record(z.string(), z.string()).nullish(),
  extratags: z.record(z.string(), z.string()).nullish(),
});
type NominatimResult = z.infer<typeof resultSchema>;

/**
 * A geocoder backed by a Nominatim server (`baseUrl`, e.g. "https://nominatim.example.org").
 * A failed, refused or timed-out call throws GeocoderUnavailableError; a search without
 * a result resolves to null.
 */
export function createNominatimGeocoder(baseUrl: string, options: { timeoutMs?: number } = {}): Geocoder {
  const base = baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;
  const request = (path: string, params: Record<string, string>) =>
    getJson(
      new URL(`${base}${path}?${new URLSearchParams({ format: "jsonv2", addressdetails: "1", extratags: "1", ...params })}`),
      timeoutMs,
    );
  const searchAddress: Geocoder["searchAddress"] = async (text) => {
    if (!text.trim()) return { places: [], refusedCountry: null };
    const body = await request("/search", { q: text, limit: String(MAX_CANDIDATES) });
    const places = (Array.isArray(body) ? body : []).flatMap((result) => {
      const parsed = resultSchema.safeParse(result);
      const place = parsed.success ? toPlace(parsed.data) : null;
      return place ? [place] : [];
    });
    // Nominatim ranks its answers; other places of the same name are the ones to offer.
    const first = places[0];
    return { places: first ? places.filter((place) => place.name === first.name) : [], refusedCountry: null };
  };

  return {
    searchAddress,
    async geocodeAddress(text) {
      return (await searchAddress(text)).places[0] ?? null;
    },
    async reverseGeocode(latitude, longitude) {
      if (!isValidCoordinate(latitude, longitude)) return null;
      // Nominatim answers 200 with { error: "Unable to geocode" } when nothing is near.
      return firstPlace(await request("/reverse", { lat: String(latitude), lon: String(longitude) }));
    },
    async lookupPlace(placeId) {
      const match = /^osm:([NWR]\d{1,20})$/.exec(placeId.trim());
      if (!match?.[1]) return null;
      return firstPlace(await request("/lookup", { osm_ids: match[1] }));
    },
  };
}

async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json", "Accept-Language": "en", "User-Agent": USER_AGENT },
      signal,
    });
  } catch (error) {
    const timedOut = signal.aborted;
    throw new GeocoderUnavailableError(
      timedOut ? `Nominatim ${url.pathname} did not answer within ${timeoutMs} ms` : `Nominatim ${url.pathname} request failed`,
      { cause: error },
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new GeocoderUnavailableError(`Nominatim ${url.pathname} answered HTTP ${response.status}`, {
      retryAfterSeconds: readRetryAfter(response.headers.get("retry-after")),
    });
  }
  try {
    return await response.json();
  } catch (error) {
    const message = signal.aborted
      ? `Nominatim ${url.pathname} did not finish its answer within ${timeoutMs} ms`
      : `Nominatim ${url.pathname} answered with an unreadable body`;
    throw new GeocoderUnavailableError(message, { cause: error });
  }
}

// /search and /lookup answer with an array, /reverse with a single object.
function firstPlace(body: unknown): Place | null {
  const first = Array.isArray(body) ? body[0] : body;
  const parsed = resultSchema.safeParse(first);
  return parsed.success ? toPlace(parsed.data) : null;
}

function toPlace(result: NominatimResult): Place | null {
  const address = result.address ?? {};
  const countryCode = address.country_code?.toUpperCase();
  // Mid-ocean points and the like carry no country: nothing an enquiry can use.
  if (!countryCode) return null;
  const locality =
    address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality ?? address.suburb ?? null;
  const street = [address.house_number, address.road].filter(Boolean).join(" ");
  const population = Number(result.extratags?.population?.replace(/\D/g, "") || 0);
  return {
    placeId: `osm:${OSM_TYPE_LETTER[result.osm_type]}${result.osm_id}`,
    name: result.name || locality || result.display_name?.split(",")[0]?.trim() || "",
    locality,
    region: address.state ?? address.province ?? address.region ?? address.state_district ?? null,
    country: countryName(countryCode) ?? address.country ?? null,
    countryCode,
    postalCode: address.postcode ?? null,
    streetAddress: street || null,
    latitude: result.lat,
    longitude: result.lon,
    population: Number.isFinite(population) ? population : 0,
    precision: precisionOf(result, address),
  };
}

// A house or a road is placed on the street; a postcode area by its centre; anything
// larger (suburb, town, county) by the centre of the town it names.
function precisionOf(result: NominatimResult, address: Record<string, string>): Precision {
  if (address.house_number || result.addresstype === "road" || result.addresstype === "building") return "street";
  if (result.addresstype === "postcode") return "postcode";
  return "city";
}
