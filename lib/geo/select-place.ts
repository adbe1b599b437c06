import type { City, Gazetteer } from "./load-gazetteer";
import type { AddressPart, ParsedAddress } from "./parse-address";
import { type Hint, hintAt, hintsAround, MAX_SPAN_WORDS, type Span } from "./read-hints";

export type PlaceMatch = { city: City; span: Span; score: number };

// What the text says (country, region, postcode shape) outweighs size: population adds
// 2 points per factor of ten (about 6 for a village, 14 for a capital), so it only
// decides between places the text does not tell apart ("London" alone → London, GB).
const WHOLE_PART = 20;
const EXTRA_WORD = 4;
const COUNTRY_AGREES = 40;
const REGION_AGREES = 40;
const CONFLICT = 40;
const POSTCODE = 30;
const VARIANT = -5;
const BIG_CITY = 1_000_000;
const FEATURE: Record<string, number> = {
  PPLC: 4, // capital
  PPLA: 2, // seat of a first-level division
  PPLA2: 1,
  PPLX: -3, // section of a bigger place: prefer the town itself
  PPLQ: -20, // abandoned, historical, destroyed
  PPLH: -20,
  PPLW: -20,
};

/** The best scoring gazetteer place named somewhere in the address, or null. */
export function selectPlace(address: ParsedAddress, gazetteer: Gazetteer): PlaceMatch | null {
  let best: PlaceMatch | null = null;
  for (const span of placeSpans(address.parts)) {
    const named = gazetteer.byName.get(span.key) ?? [];
    const variants = gazetteer.byVariant.get(span.key) ?? [];
    if (named.length === 0 && variants.length === 0) continue;

    const context: Context = {
      own: hintAt(address.parts, span),
      others: hintsAround(address.parts, span),
      postalCountry: address.postalCountry,
      base: spanBonus(address.parts, span),
    };
    for (const [indexes, variant] of [[named, false], [variants, true]] as const) {
      for (const index of indexes) {
        const city = gazetteer.cities[index];
        if (!city) continue;
        const score = scoreCandidate(city, variant, context);
        if (score !== null && (!best || score > best.score)) best = { city, span, score };
      }
    }
  }
  return best;
}

type Context = { own: Hint | null; others: Hint[]; postalCountry: string | null; base: number };

function scoreCandidate(city: City, variant: boolean, context: Context): number | null {
  const region = `${city.country}.${city.adminCode}`;
  let countryAgrees = false;
  let regionAgrees = false;
  let conflicts = 0;
  for (const hint of context.others) {
    const country = hint.countries.includes(city.country);
    const inRegion = hint.regions.includes(region);
    countryAgrees ||= country;
    regionAgrees ||= inRegion;
    if (!country && !inRegion) conflicts++;
  }

  // A span that names a country or region ("France", "Ontario", "Washington") stands for
  // a place of that name only inside it (Singapore, Zürich) or when the rest of the text
  // points there ("Ontario, California"): a bare country or region name is no place.
  // Through a spelling variant only a big city qualifies: "New York" is New York City,
  // but "Texas" is not Texas City nor "Mexico" Mexico City.
  const { own } = context;
  if (own) {
    const ownExplains = variant
      ? own.regions.includes(region) && city.population >= BIG_CITY
      : own.regions.includes(region) || own.countries.includes(city.country);
    if (!ownExplains && (conflicts > 0 || !(countryAgrees || regionAgrees))) return null;
  }

  let score = context.base;
  if (countryAgrees) score += COUNTRY_AGREES;
  if (regionAgrees) score += REGION_AGREES;
  score -= conflicts * CONFLICT;
  if (context.postalCountry) score += city.country === context.postalCountry ? POSTCODE : -POSTCODE;
  if (variant) score += VARIANT;
  score += FEATURE[city.featureCode] ?? 0;
  score += 2 * Math.log10(city.population + 1);
  return score;
}

// A whole part ("London" in "…, London, UK") is likelier the town than a word inside a
// longer part ("Street" in "10 Downing Street"); longer names are likelier than short ones.
function spanBonus(parts: readonly AddressPart[], span: Span): number {
  const whole = span.start === 0 && span.end === parts[span.part]?.keys.length;
  return (whole ? WHOLE_PART : 0) + (span.end - span.start - 1) * EXTRA_WORD;
}

function* placeSpans(parts: readonly AddressPart[]): Generator<Span> {
  for (const [part, { keys }] of parts.entries()) {
    for (let start = 0; start < keys.length; start++) {
      for (let end = start + 1; end <= Math.min(keys.length, start + MAX_SPAN_WORDS); end++) {
        const key = keys.slice(start, end).join(" ");
        const whole = start === 0 && end === keys.length;
        // Digits belong to house numbers; one- and two-letter words inside a longer
        // part ("de", "la") name far more places by accident than on purpose.
        if (/\d/.test(key) || key.length < (whole ? 2 : 3)) continue;
        yield { part, start, end, key };
      }
    }
  }
}
