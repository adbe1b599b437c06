import { loadGazetteer } from "./load-gazetteer";
import { type AddressPart, parseAddress } from "./parse-address";
import type { Span } from "./read-hints";
import { selectPlace } from "./select-place";
import { toPlace } from "./to-place";
import type { Place } from "./types";

/**
 * The gazetteer place an address names, with the postcode and street it holds.
 * Null when no part of the text names a place (or names only a country or region).
 */
export function geocodeAddress(text: string): Place | null {
  const gazetteer = loadGazetteer();
  const address = parseAddress(text, (key) => gazetteer.byName.has(key) || gazetteer.byVariant.has(key));
  const match = selectPlace(address, gazetteer);
  if (!match) return null;
  return toPlace(match.city, {
    postalCode: address.postalCode,
    streetAddress: streetBefore(address.parts, match.span),
  });
}

// The street is what comes before the town: the earlier parts ("221B Baker Street, London")
// and, without commas, words before the town that hold a house number ("10 Downing Street London").
function streetBefore(parts: readonly AddressPart[], span: Span): string | null {
  const street = parts.slice(0, span.part).map((part) => part.text);
  const lead = parts[span.part]?.words.slice(0, span.start).join(" ") ?? "";
  if (/\d/.test(lead)) street.push(lead);
  return street.length > 0 ? street.join(", ") : null;
}
