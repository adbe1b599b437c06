import type { Property } from "@/lib/contract/quote";
import type { DbTx } from "@/lib/db/prisma";
import type { Coordinates } from "@/lib/geo";
import { findNearbyProperties } from "../inventory/find-nearby-properties";
import { generateNearbyProperties } from "../inventory/generate-nearby-properties";
import { newId } from "../ids";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { describeQuote } from "./describe-quote";
import { quotedProperty } from "./quoted-property";
import { stayFor } from "./stay";

export const SEARCH_RADIUS_KM = 25;
export const MIN_ITEMS = 2;
export const MAX_ITEMS = 5;

export type DraftItem = {
  id: string;
  property: Property;
  distanceFromEnquiryLocation: { value: number; unit: "KILOMETERS" };
};
export type QuoteDraft = { description: string; items: DraftItem[] };

type Guests = { adults: number; children?: number; infants?: number };
export type QuotableEnquiry = Pick<
  EnquiryRecord,
  "checkIn" | "checkOut" | "latitude" | "longitude" | "address" | "guestNumbers" | "guestRequirements"
>;

// Properties in range with at least one unit that sleeps the whole party, nearest first.
async function fitting(db: DbTx, point: Coordinates, guests: number) {
  const nearby = await findNearbyProperties(db, point, SEARCH_RADIUS_KM);
  return nearby
    .map((n) => ({ ...n, units: n.property.units.filter((u) => u.maxOccupancy >= guests) }))
    .filter((n) => n.units.length > 0);
}

function placeName(address: unknown): string {
  const a = address as { locality?: string | null; region?: string | null; country?: string | null };
  return a.locality ?? a.region ?? a.country ?? "the requested location";
}

/**
 * The 2 to 5 properties nearest the enquiry (within 25 km) with a unit that sleeps every
 * guest, infants included, each priced for the stay. When fewer than two qualify, as far
 * from the catalogue's cities or for a party larger than its apartments, plausible
 * properties are generated near the enquiry first.
 */
export async function buildQuote(db: DbTx, enquiry: QuotableEnquiry, builtAt: Date, origin: string): Promise<QuoteDraft> {
  const g = enquiry.guestNumbers as Guests;
  const guests = g.adults + (g.children ?? 0) + (g.infants ?? 0);
  const point = { latitude: enquiry.latitude, longitude: enquiry.longitude };
  let options = await fitting(db, point, guests);
  if (options.length < MIN_ITEMS) {
    await generateNearbyProperties(db, point, guests);
    options = await fitting(db, point, guests);
  }
  const chosen = options.slice(0, MAX_ITEMS);
  const stay = stayFor(enquiry.checkIn, enquiry.checkOut, builtAt);
  const party = { guests, requirements: (enquiry.guestRequirements as unknown[]).length };
  return {
    description: describeQuote({ options: chosen.length, near: placeName(enquiry.address), guests: g, stay }),
    items: chosen.map(({ property, units, distanceKm }) => ({
      id: newId(),
      property: quotedProperty(property, units, stay, party, origin),
      distanceFromEnquiryLocation: { value: Math.round(distanceKm * 100) / 100, unit: "KILOMETERS" },
    })),
  };
}
