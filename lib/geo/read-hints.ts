import { countryCodesFor } from "./country-names";
import type { AddressPart } from "./parse-address";
import { regionKeysFor } from "./region-names";

/** Words of one part, [start, end), that may name a place, a region or a country. */
export type Span = { part: number; start: number; end: number; key: string };

/** What a span of the address says about where the place is. */
export type Hint = {
  countries: readonly string[];
  regions: readonly string[];
  /** The countries the span names in English (or by ISO code). */
  englishCountries: readonly string[];
};

export const MAX_SPAN_WORDS = 5;

/**
 * The countries and regions a span can name, or null. Two- and three-letter codes are
 * also ordinary words ("in", "on", "can"), so they count only when written in capitals,
 * when they make up a whole part ("London, ky") or when they end the text ("paris tx").
 */
export function hintAt(parts: readonly AddressPart[], span: Span): Hint | null {
  const part = parts[span.part];
  if (!part) return null;
  const written = part.words.slice(span.start, span.end).join("");
  const codeAllowed =
    /^[A-Z.]+$/.test(written) ||
    (span.start === 0 && span.end === part.words.length) ||
    (span.part === parts.length - 1 && span.end === part.words.length);
  const countries = countryCodesFor(span.key, codeAllowed);
  const regions = regionKeysFor(span.key, codeAllowed);
  if (countries.length === 0 && regions.length === 0) return null;
  return { countries, regions, englishCountries: countryCodesFor(span.key, codeAllowed, "english") };
}

/**
 * Hints from the rest of the address around the place's span: the words after it in
 * its own part and the parts after it (where regions and countries are written), and
 * earlier parts only when a whole part is a hint. Street words before the town
 * ("1 Canada Square") never count.
 */
export function hintsAround(parts: readonly AddressPart[], span: Span): Hint[] {
  const hints: Hint[] = [];
  parts.forEach((part, index) => {
    if (index < span.part) {
      const whole = hintAt(parts, { part: index, start: 0, end: part.keys.length, key: part.keys.join(" ") });
      if (whole) hints.push(whole);
    } else {
      readGreedily(parts, index, index === span.part ? span.end : 0, hints);
    }
  });
  return hints;
}

// Longest match first, so "West Virginia" is one hint, not also "Virginia".
function readGreedily(parts: readonly AddressPart[], partIndex: number, from: number, into: Hint[]): void {
  const keys = parts[partIndex]?.keys ?? [];
  let start = from;
  while (start < keys.length) {
    let consumed = 1;
    for (let end = Math.min(keys.length, start + MAX_SPAN_WORDS); end > start; end--) {
      const hint = hintAt(parts, { part: partIndex, start, end, key: keys.slice(start, end).join(" ") });
      if (hint) {
        into.push(hint);
        consumed = end - start;
        break;
      }
    }
    start += consumed;
  }
}
