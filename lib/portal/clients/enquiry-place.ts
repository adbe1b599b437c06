import { countryCodesFor } from "@/lib/geo/country-names";
import { normalizeName } from "@/lib/geo/normalize-name";
import { textKey } from "./client-keys";

// Where an agency enquiry is, as a client's policy caps name places: its city and its
// country. The enquiry keeps only the label its first provider resolved the location to
// ("London, England, United Kingdom": locality, region, country, repeats left out), so the
// city is the label's first part and the country its last, named in English (as the
// gazetteer names it): the codes it can stand for are read from that name. Pure.

export type EnquiryPlace = {
  /** The city as the label says it ("London"); compared with a city cap by `textKey`. */
  city: string;
  /** ISO 3166-1 alpha-2 codes the label's country names (one, or none when it names no country). */
  countryCodes: string[];
};

/** "London, England, United Kingdom" → London in GB. A label of one part ("Singapore") is both the city and the country. */
export function enquiryPlace(placeLabel: string): EnquiryPlace {
  const parts = placeLabel
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts[0] ?? "";
  const country = parts.at(-1) ?? "";
  return { city, countryCodes: countryCodesOf(country) };
}

let displayNames: Intl.DisplayNames | undefined;

function countryCodesOf(name: string): string[] {
  if (!name) return [];
  const codes = [...countryCodesFor(normalizeName(name), false, "english")];
  // Intl's English name too, when the gazetteer's list lacks it (its names and Intl's differ a little).
  if (codes.length === 0) {
    displayNames ??= new Intl.DisplayNames("en", { type: "region" });
    const wanted = textKey(name);
    const match = REGION_CODES.find((code) => textKey(displayNames!.of(code) ?? "") === wanted);
    if (match) codes.push(match);
  }
  return codes;
}

// Every ISO 3166-1 alpha-2 code Intl may name, as pairs of letters: those it does not know it names as the code itself.
const REGION_CODES = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)));

/** A cap as a client holds it. */
export type PlacedCap = { placeKind: "city" | "country"; place: string };

/**
 * The cap that applies to the place: the one for its city (whatever the case or runs of
 * spaces) before the one for its country; null when neither has one.
 */
export function capForPlace<Cap extends PlacedCap>(caps: readonly Cap[], place: EnquiryPlace): Cap | null {
  const city = textKey(place.city);
  const byCity = city ? caps.find((cap) => cap.placeKind === "city" && textKey(cap.place) === city) : undefined;
  if (byCity) return byCity;
  return caps.find((cap) => cap.placeKind === "country" && place.countryCodes.includes(cap.place.toUpperCase())) ?? null;
}
