import type { City, Gazetteer } from "./load-gazetteer";
import type { AddressPart, ParsedAddress } from "./parse-address";
import { type Hint, hintAt, hintsAround, MAX_SPAN_WORDS, type Span } from "./read-hints";

export type PlaceMatch = { city: City; span: Span; score: number };

/**
 * The places an address can name, best first, one entry per place. When there are none
 * because every town it names lies outside the country it names ("Cologne, France"),
 * `refusedIn` is that country.
 */
export type PlaceSelection = { matches: PlaceMatch[]; refusedIn: string | null };

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
// An exonym or a name in another script: the place whose own name it is comes first
// unless the other is far bigger ("Cologne" alone is Köln, not Cologne in Lombardy).
const ALTERNATE = -2;
const BIG_CITY = 1_000_000;
// Small nudges only: a capital must not beat a town three times its size ("San Jose").
const FEATURE: Record<string, number> = {
  PPLC: 0.5, // capital
  PPLG: 0.5, // seat of government (La Paz)
  PPLA: 0.5, // seat of a first-level division
  PPLX: -3, // section of a bigger place: prefer the town itself
  PPLQ: -20, // abandoned, historical, destroyed
  PPLH: -20,
  PPLW: -20,
};

/** Every gazetteer place named somewhere in the address that the rest of it allows. */
export function selectPlaces(address: ParsedAddress, gazetteer: Gazetteer): PlaceSelection {
  const best = new Map<number, PlaceMatch>();
  let refusedIn: string | null = null;
  for (const span of placeSpans(address.parts)) {
    const named = gazetteer.byName.get(span.key) ?? [];
    const variants = gazetteer.byVariant.get(span.key) ?? [];
    const alternates = gazetteer.byAltName.get(span.key) ?? [];
    if (named.length === 0 && variants.length === 0 && alternates.length === 0) continue;

    const context: Context = {
      own: hintAt(address.parts, span),
      others: hintsAround(address.parts, span),
      postalCountry: address.postalCountry,
      base: spanBonus(address.parts, span),
      regionPopulation: gazetteer.regionPopulation,
    };
    const lists = [
      [named, 0],
      [variants, VARIANT],
      [alternates, ALTERNATE],
    ] as const;
    for (const [indexes, nameBonus] of lists) {
      for (const index of indexes) {
        const city = gazetteer.cities[index];
        if (!city) continue;
        const outside = namedCountryMissed(city, context.others);
        if (outside) {
          refusedIn ??= outside;
          continue;
        }
        const score = scoreCandidate(city, nameBonus, context);
        const known = best.get(city.cityId);
        if (score !== null && (!known || score > known.score)) best.set(city.cityId, { city, span, score });
      }
    }
  }
  const matches = [...best.values()].sort((a, b) => b.score - a.score || b.city.population - a.city.population);
  return { matches, refusedIn: matches.length === 0 ? refusedIn : null };
}

/**
 * The country the address names that this place is not in, or null. A country named
 * in the text is a fact, not a hint to weigh against size: a town of that name
 * elsewhere is never what is meant. A name that is also a region the place lies in
 * ("Georgia" for Atlanta, "GA" for Athens) does not count against it.
 */
function namedCountryMissed(city: City, hints: readonly Hint[]): string | null {
  const region = `${city.country}.${city.adminCode}`;
  for (const hint of hints) {
    if (hint.countries.length === 0) continue;
    if (hint.countries.includes(city.country) || hint.regions.includes(region)) continue;
    return hint.countries[0] ?? null;
  }
  return null;
}

type Context = {
  own: Hint | null;
  others: Hint[];
  postalCountry: string | null;
  base: number;
  regionPopulation: ReadonlyMap<string, number>;
};

function scoreCandidate(city: City, nameBonus: number, context: Context): number | null {
  const variant = nameBonus !== 0;
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
  const pointedAt = (countryAgrees || regionAgrees) && conflicts === 0;
  if (context.own && !pointedAt && !ownNameFits(city, region, variant, context)) return null;

  let score = context.base;
  if (countryAgrees) score += COUNTRY_AGREES;
  if (regionAgrees) score += REGION_AGREES;
  score -= conflicts * CONFLICT;
  if (context.postalCountry) score += city.country === context.postalCountry ? POSTCODE : -POSTCODE;
  score += nameBonus;
  score += FEATURE[city.featureCode] ?? 0;
  score += 2 * Math.log10(city.population + 1);
  return score;
}

/**
 * When the town's own words also name a country or region ("France", "Texas",
 * "Manchester" is a Jamaican parish too) and the rest of the text does not point at the
 * town, is the town still what they mean? A country name never is a town elsewhere:
 * "France" alone is no place, Singapore is. A region name is a town inside it (Zürich,
 * Québec; through a spelling variant only a big city: "New York" but not "Texas" for
 * Texas City), or a town bigger than the region ("Manchester", not the parish), and
 * never a town elsewhere when the region is the bigger ("Ontario" alone is not
 * Ontario, California; "Washington" alone is neither the state nor D.C.).
 */
function ownNameFits(city: City, region: string, variant: boolean, context: Context): boolean {
  const own = context.own;
  if (!own) return true;
  if (own.englishCountries.length > 0) return !variant && own.englishCountries.includes(city.country);
  if (own.regions.includes(region)) return !variant || city.population >= BIG_CITY;
  return own.regions.every((named) => (context.regionPopulation.get(named) ?? 0) <= city.population);
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
