import type { VersionCharge } from "@/lib/contract/booking-change";
import { formatMinorUnits, minorUnitsAsNumber, roundToMinorUnits } from "@/lib/contract/money";
import { nightsBetween } from "@/lib/contract/stay";
import type { Property, Unit } from "@/lib/contract/quote";
import type { DbTx } from "@/lib/db/prisma";
import { newId } from "../ids";
import type { StoredQuoteItem } from "../quotes/save-property-snapshots";
import { versionTotal, type VersionPrice } from "./version-price";

/** What version 1 is made from: the booking and its enquiry as booked. */
export type BookedStay = {
  booking: { id: string; accountId: string; enquiryId: string; quoteId: string; quoteItemId: string; createdAt: Date };
  enquiry: { checkIn: string | null; checkOut: string | null; guestNumbers: unknown; leadGuest: unknown };
};

/**
 * The booked unit of a quote item: the property's only one, or the one the client prefers
 * (the preference names this quote and item), else the first the quote lists. The v1 API
 * books a property, not a unit; the back office asks the same question.
 */
function bookedUnit(property: Property, preferred: string | null): Unit | null {
  const units = property.units ?? [];
  return units.find((u) => u.unitName === preferred) ?? units[0] ?? null;
}

const noPrice = (currency: string, nights: number): VersionPrice => ({ currency, nights, priceBreakdown: null, charges: [], cancellationCharge: null });

/**
 * Version 1's price: the booked unit's, exactly as quoted, with the additional charges the
 * whole stay counts (a known cost, neither refundable nor optional). Each amount is read in
 * the currency's minor units (a quote priced before those were kept, in yen with halves, is
 * rounded to them) and the whole stay including tax is the sum of its parts, so the version
 * adds up exactly whatever the quote held.
 */
export function firstVersionPrice(unit: Unit | null, nights: number): VersionPrice {
  const breakdown = unit?.priceBreakdown;
  if (!breakdown) return noPrice("GBP", nights);
  const { currency } = breakdown;
  const round = (value: number) => roundToMinorUnits(value, currency);
  const perPeriod = breakdown.perPeriod.amountsExcludingAdditionalCharges;
  const counted = (unit.additionalCharges ?? [])
    .filter((c) => c.grossCost !== null && c.grossCost !== undefined && !c.refundable && !c.optional)
    .map((c) => ({ summary: c.summary, units: round(c.grossCost!) }));
  const charges: VersionCharge[] = counted.map((c) => ({ summary: c.summary, amount: formatMinorUnits(c.units, currency) }));
  const incl = round(perPeriod.includingTaxWithBookingFee) * BigInt(nights) + counted.reduce((sum, c) => sum + c.units, 0n);
  const excl = round(breakdown.wholeStay.excludingTax);
  const number = (units: bigint) => minorUnitsAsNumber(units, currency);
  return {
    currency,
    nights,
    priceBreakdown: {
      currency,
      wholeStay: { excludingTax: number(excl), includingTax: number(incl), taxAmount: number(incl - excl) },
      perPeriod: {
        period: breakdown.perPeriod.period,
        amountsExcludingAdditionalCharges: {
          excludingTaxWithBookingFee: number(round(perPeriod.excludingTaxWithBookingFee)),
          includingTaxWithBookingFee: number(round(perPeriod.includingTaxWithBookingFee)),
        },
      },
    },
    charges,
    cancellationCharge: null,
  };
}

/**
 * Writes version 1 of a booking, the booking as booked, unless it exists: the booked unit
 * of the booked quote item (its dates, its price), with the enquiry's guests and lead guest.
 * Called in the booking's own transaction, and for a booking made before versions were kept,
 * the first time its changes are read or asked for (an INSERT that two callers at once make
 * once: ON CONFLICT DO NOTHING on both databases).
 */
export async function writeFirstVersion(db: DbTx, { booking, enquiry }: BookedStay): Promise<void> {
  const quote = await db.quote.findFirst({ where: { id: booking.quoteId, accountId: booking.accountId }, select: { items: true } });
  const item = (quote?.items as StoredQuoteItem[] | undefined)?.find((i) => i.id === booking.quoteItemId);
  const snapshot = item ? await db.propertySnapshot.findFirst({ where: { id: item.propertySnapshotId, accountId: booking.accountId }, select: { body: true } }) : null;
  const property = snapshot ? (JSON.parse(snapshot.body) as Property) : null;
  const preference = await db.clientPreference.findFirst({
    where: { enquiryId: booking.enquiryId, quoteId: booking.quoteId, quoteItemId: booking.quoteItemId },
    select: { unitName: true },
  });
  const unit = property ? bookedUnit(property, preference?.unitName ?? null) : null;
  // The quoted stay: the unit's dates (a quote of an enquiry without dates is priced for the defaults), else the enquiry's.
  const checkIn = unit?.availability?.from ?? enquiry.checkIn ?? booking.createdAt.toISOString().slice(0, 10);
  const checkOut = unit?.availability?.to ?? enquiry.checkOut ?? checkIn;
  const nights = unit?.availability?.nights ?? Math.max(1, nightsBetween(checkIn, checkOut));
  const price = firstVersionPrice(unit, nights);
  const id = newId();
  const total = versionTotal(price).amount;
  const createdAt = booking.createdAt.toISOString().replace("Z", "+00:00");
  await db.$executeRaw`INSERT INTO "BookingVersion" ("id", "bookingId", "version", "checkIn", "checkOut", "nights", "guestNumbers", "leadGuest",
      "unitName", "cancelled", "currency", "priceBreakdown", "charges", "total", "createdAt")
    VALUES (${id}, ${booking.id}, 1, ${checkIn}, ${checkOut}, ${nights}, ${JSON.stringify(enquiry.guestNumbers)}, ${JSON.stringify(enquiry.leadGuest)},
      ${unit?.unitName ?? null}, false, ${price.currency}, ${price.priceBreakdown ? JSON.stringify(price.priceBreakdown) : null}, ${JSON.stringify(price.charges)}, ${total}, ${createdAt})
    ON CONFLICT ("bookingId", "version") DO NOTHING`;
}
