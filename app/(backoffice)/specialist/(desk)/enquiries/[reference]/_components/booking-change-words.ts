import type { BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import { formatAmount, formatDay, formatGuests } from "@/lib/shared/format";

// A booking's changes and versions in the back office's words. Amounts are exact decimal
// text; they become numbers only to be shown in the currency's own format.

export const CHANGE_KIND_LABELS: Record<BookingChange["kind"], string> = {
  EXTEND: "Extend",
  SHORTEN: "Shorten",
  GUESTS: "Guests",
  LEAD_GUEST: "Lead guest",
  CANCEL: "Cancel",
};

export const CHANGE_STATE_LABELS: Record<BookingChange["state"], string> = {
  REQUESTED: "Waiting for your answer",
  ACCEPTED: "Accepted",
  DECLINED: "Declined",
  WITHDRAWN: "Withdrawn",
};

/** "£4,340.00" from exact decimal text. */
export function money(amount: string, currency: string): string {
  return formatAmount(Number(amount), currency);
}

/** "+£1,240.00", "-£350.00", "±£0.00": a difference with its sign. */
export function signedMoney(amount: string, currency: string): string {
  const value = Number(amount);
  return value > 0 ? `+${formatAmount(value, currency)}` : value === 0 ? `±${formatAmount(0, currency)}` : formatAmount(value, currency);
}

export function personName(person: { givenName: string | null; familyName: string | null } | null): string {
  const name = [person?.givenName, person?.familyName].filter(Boolean).join(" ");
  return name || "nobody named";
}

/** What a version did: "as booked", "extended to 14 Mar 2027", "cancelled". */
function versionWhat(version: BookingVersion): string {
  switch (version.kind) {
    case null:
      return "as booked";
    case "EXTEND":
      return `extended to ${formatDay(version.checkOut)}`;
    case "SHORTEN":
      return `shortened to ${formatDay(version.checkOut)}`;
    case "GUESTS":
      return `guests now ${formatGuests(version.guestNumbers)}`;
    case "LEAD_GUEST":
      return `lead guest now ${personName(version.leadGuest)}`;
    case "CANCEL":
      return "cancelled";
  }
}

/** "Version 2 · extended to 14 Mar 2027 · £4,340.00 (+£1,240.00)". */
export function versionLine(version: BookingVersion): string {
  const { currency, amount } = version.total;
  const difference = version.difference ? ` (${signedMoney(version.difference.amount, currency)})` : "";
  return `Version ${version.version} · ${versionWhat(version)} · ${money(amount, currency)}${difference}`;
}

/** What the change asks for, from what the booking is now when it is still waiting: "check-out 8 Mar 2027 → 14 Mar 2027". */
export function askedFor(change: BookingChange, current: BookingVersion | undefined): { from: string | null; to: string } {
  switch (change.kind) {
    case "EXTEND":
    case "SHORTEN":
      return { from: current ? `check-out ${formatDay(current.checkOut)}` : null, to: `check-out ${formatDay(change.checkOut ?? "")}` };
    case "GUESTS":
      return { from: current ? formatGuests(current.guestNumbers) : null, to: change.guestNumbers ? formatGuests(change.guestNumbers) : "other guests" };
    case "LEAD_GUEST":
      return { from: current ? personName(current.leadGuest) : null, to: personName(change.leadGuest) };
    case "CANCEL":
      return { from: null, to: "cancel the stay" };
  }
}
