import { loadGazetteer } from "./load-gazetteer";
import { distanceKm } from "./distance-km";
import { type AddressPart, parseAddress } from "./parse-address";
import { postcodeCentre } from "./postcode-centre";
import type { Span } from "./read-hints";
import { type PlaceMatch, selectPlaces } from "./select-place";
import { toPlace } from "./to-place";
import type { AddressSearch, Place } from "./types";

// Places whose scores differ by less than a factor of ten in population, with nothing
// else in the text to tell them apart, fit about equally: the person should choose.
const ABOUT_EQUAL = 2;
const MAX_CANDIDATES = 5;

/**
 * The gazetteer place an address names, with the postcode and street it holds.
 * Null when no part of the text names a place (or names only a country or region).
 */
export function geocodeAddress(text: string): Place | null {
  return searchAddress(text).places[0] ?? null;
}

/** The best place and those that fit about as well ("Springfield" names several). */
export function searchAddress(text: string): AddressSearch {
  const gazetteer = loadGazetteer();
  const address = parseAddress(
    text,
    (key) => gazetteer.byName.has(key) || gazetteer.byVariant.has(key) || gazetteer.byAltName.has(key),
  );
  const { matches, refusedIn } = selectPlaces(address, gazetteer);
  const best = matches[0];
  if (!best) return { places: [], refusedCountry: refusedIn };
  const close = matches
    .filter((match) => match.span.key === best.span.key && best.score - match.score < ABOUT_EQUAL)
    .slice(0, MAX_CANDIDATES);
  return { places: close.map((match) => placeOf(match, address.parts, address.postalCode)), refusedCountry: null };
}

// A postcode area far from the town named belongs to another town of the same name.
const POSTCODE_NEAR_KM = 40;

function placeOf(match: PlaceMatch, parts: readonly AddressPart[], postalCode: string | null): Place {
  const place = toPlace(match.city, { postalCode, streetAddress: streetBefore(parts, match.span) });
  const centre = postalCode ? postcodeCentre(match.city.country, match.city.adminCode, postalCode) : null;
  if (!centre || distanceKm(centre, place) > POSTCODE_NEAR_KM) return place;
  return { ...place, ...centre, precision: "postcode" };
}

// The street is what comes before the town: the earlier parts ("221B Baker Street, London")
// and, without commas, words before the town that hold a house number ("10 Downing Street London").
function streetBefore(parts: readonly AddressPart[], span: Span): string | null {
  const street = parts.slice(0, span.part).map((part) => part.text);
  const lead = parts[span.part]?.words.slice(0, span.start).join(" ") ?? "";
  if (/\d/.test(lead)) street.push(lead);
  return street.length > 0 ? street.join(", ") : null;
}
