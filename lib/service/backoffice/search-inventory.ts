import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "../errors";
import { findNearbyProperties } from "../inventory/find-nearby-properties";
import { generateNearbyProperties } from "../inventory/generate-nearby-properties";
import { priceUnit } from "../quotes/price-unit";
import { stayFor, type Stay } from "../quotes/stay";
import { partySize } from "./party-size";

export type InventorySearch = { radiusKm: number; maxNightlyRate?: number };

export type InventoryHit = {
  propertyId: string;
  name: string;
  townCity: string;
  distanceKm: number;
  units: {
    id: string;
    name: string;
    bedrooms: number;
    maxOccupancy: number;
    currency: string;
    nightlyRate: number;
    /** The whole stay, tax and non-refundable charges included, as a quote would price it. */
    wholeStayIncludingTax: number;
  }[];
};

/**
 * The inventory around an enquiry, for the quote composer: properties within the radius,
 * nearest first, with only the units that sleep the whole party (infants count) and,
 * when asked, cost at most `maxNightlyRate` a night; each unit priced for the enquiry's
 * stay. Like the automatic quote, an enquiry far from the catalogue gets plausible
 * properties generated near it first.
 */
export async function searchInventory(serviceReference: string, search: InventorySearch, now = new Date()): Promise<{ stay: Stay; guests: number; hits: InventoryHit[] }> {
  const db = getPrisma();
  const enquiry = await db.enquiry.findUnique({ where: { serviceReference } });
  if (!enquiry) throw notFound(`Enquiry ${serviceReference}`);
  const guests = partySize(enquiry.guestNumbers);
  const point = { latitude: enquiry.latitude, longitude: enquiry.longitude };
  const stay = stayFor(enquiry.checkIn, enquiry.checkOut, now);

  let nearby = await findNearbyProperties(db, point, search.radiusKm);
  if (!nearby.some((n) => n.property.units.some((u) => u.maxOccupancy >= guests))) {
    await generateNearbyProperties(db, point, guests);
    nearby = await findNearbyProperties(db, point, search.radiusKm);
  }
  const hits = nearby.map(({ property, distanceKm }): InventoryHit => ({
    propertyId: property.id,
    name: property.name,
    townCity: property.details.address.townCity,
    distanceKm: Math.round(distanceKm * 100) / 100,
    units: property.units
      .filter((u) => u.maxOccupancy >= guests && (search.maxNightlyRate === undefined || u.nightlyRate <= search.maxNightlyRate))
      .map((u) => ({
        id: u.id,
        name: u.name,
        bedrooms: u.bedrooms,
        maxOccupancy: u.maxOccupancy,
        currency: u.currency,
        nightlyRate: u.nightlyRate,
        wholeStayIncludingTax: priceUnit(u, stay.nights, guests).priceBreakdown.wholeStay.includingTax,
      })),
  }));
  return { stay, guests, hits: hits.filter((h) => h.units.length > 0) };
}
