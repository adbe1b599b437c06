import type { BookingChangeKind, BookingVersion, VersionCharge } from "@/lib/contract/booking-change";
import { formatTimestamp } from "@/lib/contract/common";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { PriceBreakdown } from "@/lib/contract/quote";
import type { VersionPrice } from "./version-price";

type EnquiryGuestNumbers = Enquiry["guestNumbers"];
type EnquiryLeadGuest = Enquiry["leadGuest"];

/** A BookingVersion row as Prisma reads it. */
export type VersionRow = {
  version: number;
  changeId: string | null;
  kind: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  guestNumbers: unknown;
  leadGuest: unknown;
  unitName: string | null;
  cancelled: boolean;
  currency: string;
  priceBreakdown: unknown;
  charges: unknown;
  cancellationCharge: string | null;
  total: string;
  difference: string | null;
  createdAt: Date;
};

export const VERSION_SELECT = {
  version: true,
  changeId: true,
  kind: true,
  checkIn: true,
  checkOut: true,
  nights: true,
  guestNumbers: true,
  leadGuest: true,
  unitName: true,
  cancelled: true,
  currency: true,
  priceBreakdown: true,
  charges: true,
  cancellationCharge: true,
  total: true,
  difference: true,
  createdAt: true,
} as const;

/** The row's price, as version-price.ts works with it. */
export function priceOf(row: VersionRow): VersionPrice {
  return {
    currency: row.currency,
    nights: row.nights,
    priceBreakdown: (row.priceBreakdown as PriceBreakdown | null) ?? null,
    charges: row.charges as VersionCharge[],
    cancellationCharge: row.cancellationCharge,
  };
}

function guests(value: unknown): EnquiryGuestNumbers {
  const g = value as { adults: number; children?: number; infants?: number };
  return { adults: g.adults, children: g.children ?? 0, infants: g.infants ?? 0 };
}

function leadGuest(value: unknown): EnquiryLeadGuest {
  const l = (value ?? {}) as Partial<EnquiryLeadGuest>;
  return { contactNumber: l.contactNumber ?? null, email: l.email ?? null, familyName: l.familyName ?? null, givenName: l.givenName ?? null };
}

export function toWireVersion(row: VersionRow): BookingVersion {
  const money = (amount: string | null) => (amount === null ? null : { currency: row.currency, amount });
  return {
    version: row.version,
    changeId: row.changeId,
    kind: row.kind as BookingChangeKind | null,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: row.nights,
    guestNumbers: guests(row.guestNumbers),
    leadGuest: leadGuest(row.leadGuest),
    unitName: row.unitName,
    cancelled: row.cancelled,
    priceBreakdown: (row.priceBreakdown as PriceBreakdown | null) ?? null,
    charges: row.charges as VersionCharge[],
    cancellationCharge: money(row.cancellationCharge),
    total: { currency: row.currency, amount: row.total },
    difference: money(row.difference),
    createdAt: formatTimestamp(row.createdAt),
  };
}

export { guests as wireGuestNumbers, leadGuest as wireLeadGuest };
