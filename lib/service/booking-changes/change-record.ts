import type { BookingChange, BookingChangeKind, BookingChangeState } from "@/lib/contract/booking-change";
import { formatTimestamp } from "@/lib/contract/common";
import type { PriceBreakdown } from "@/lib/contract/quote";
import { wireGuestNumbers, wireLeadGuest, type VersionRow } from "../booking-versions/version-record";

/** A BookingChange row as Prisma reads it. */
export type ChangeRow = {
  id: string;
  kind: string;
  state: string;
  checkOut: string | null;
  guestNumbers: unknown;
  leadGuest: unknown;
  note: string | null;
  authorName: string | null;
  declineReason: string | null;
  answeredBy: string | null;
  version: number | null;
  createdAt: Date;
  answeredAt: Date | null;
};

export const CHANGE_SELECT = {
  id: true,
  kind: true,
  state: true,
  checkOut: true,
  guestNumbers: true,
  leadGuest: true,
  note: true,
  authorName: true,
  declineReason: true,
  answeredBy: true,
  version: true,
  createdAt: true,
  answeredAt: true,
} as const;

/**
 * The change as the API answers it, with the provider's answer: for an accepted change, the
 * price, charge and difference of the version it made (`made`, the version row).
 */
export function toWireChange(row: ChangeRow, refs: { bookingId: string; enquiryId: string }, made: VersionRow | null): BookingChange {
  const money = (amount: string | null | undefined) => (made && amount ? { currency: made.currency, amount } : null);
  return {
    id: row.id,
    bookingId: refs.bookingId,
    enquiryId: refs.enquiryId,
    kind: row.kind as BookingChangeKind,
    state: row.state as BookingChangeState,
    checkOut: row.checkOut,
    guestNumbers: row.guestNumbers === null ? null : wireGuestNumbers(row.guestNumbers),
    leadGuest: row.leadGuest === null ? null : wireLeadGuest(row.leadGuest),
    note: row.note,
    authorName: row.authorName,
    version: row.version,
    priceBreakdown: (made?.priceBreakdown as PriceBreakdown | null | undefined) ?? null,
    cancellationCharge: money(made?.cancellationCharge),
    difference: money(made?.difference),
    declineReason: row.declineReason,
    answeredBy: row.answeredBy,
    createdAt: formatTimestamp(row.createdAt),
    answeredAt: row.answeredAt ? formatTimestamp(row.answeredAt) : null,
  };
}

/** "EXTEND to 2027-03-14", "CANCEL": a change in a few words, for refusals and the back office's log. */
export function describeChange(row: Pick<ChangeRow, "kind" | "checkOut">): string {
  return row.checkOut ? `${row.kind} to ${row.checkOut}` : row.kind;
}
