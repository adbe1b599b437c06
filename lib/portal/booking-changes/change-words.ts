import type { BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import type { Money } from "@/lib/contract/booking-change";
import { formatAmount, formatDay, formatGuests } from "@/lib/shared/format";

// A booking's changes and versions in the words the enquiry page shows. Pure; imported by
// client and server code alike.

/** "£4,340.00": an exact decimal amount in its currency (shown, never added up). */
export function moneyInWords(money: Money): string {
  return formatAmount(Number(money.amount), money.currency);
}

/** "+£1,240.00", "-£350.00", or "no difference". */
export function differenceInWords(money: Money): string {
  const amount = Number(money.amount);
  if (amount === 0) return "no difference";
  return amount > 0 ? `+${formatAmount(amount, money.currency)}` : `-${formatAmount(-amount, money.currency)}`;
}

/** A change as the service records it, or as the dialog asks it (its optional parts left out). */
type ChangeShape = {
  kind: BookingChange["kind"];
  checkOut?: string | null;
  guestNumbers?: { adults: number; children?: number; infants?: number } | null;
  leadGuest?: { givenName?: string | null; familyName?: string | null } | null;
};

/** "extend to 14 Mar 2027", "2 adults, 1 child", "lead guest Ada Lovelace", "cancel the booking". */
export function changeInWords(change: ChangeShape): string {
  switch (change.kind) {
    case "EXTEND":
      return `extend to ${change.checkOut ? formatDay(change.checkOut) : "a later date"}`;
    case "SHORTEN":
      return `shorten to ${change.checkOut ? formatDay(change.checkOut) : "an earlier date"}`;
    case "GUESTS":
      return change.guestNumbers ? `guests: ${formatGuests({ adults: change.guestNumbers.adults, children: change.guestNumbers.children ?? 0, infants: change.guestNumbers.infants ?? 0 })}` : "new guest numbers";
    case "LEAD_GUEST": {
      const name = [change.leadGuest?.givenName, change.leadGuest?.familyName].filter(Boolean).join(" ");
      return name ? `lead guest ${name}` : "new lead guest";
    }
    case "CANCEL":
      return "cancel the booking";
  }
}

const DONE: Record<BookingChange["kind"], string> = {
  EXTEND: "extended to",
  SHORTEN: "shortened to",
  GUESTS: "guests changed",
  LEAD_GUEST: "lead guest changed",
  CANCEL: "cancelled",
};

/** "Version 2 · extended to 14 Mar 2027 · £4,340.00 (+£1,240.00)"; version 1 is "as booked". */
export function versionInWords(version: Pick<BookingVersion, "version" | "kind" | "checkIn" | "checkOut" | "total" | "difference">): string {
  const what =
    version.kind === null
      ? `as booked, ${formatDay(version.checkIn)} to ${formatDay(version.checkOut)}`
      : version.kind === "EXTEND" || version.kind === "SHORTEN"
        ? `${DONE[version.kind]} ${formatDay(version.checkOut)}`
        : DONE[version.kind];
  const difference = version.difference ? ` (${differenceInWords(version.difference)})` : "";
  return `Version ${version.version} · ${what} · ${moneyInWords(version.total)}${difference}`;
}

/** What a provider without the booking changes extension means for the agent. */
export function agreeDirectlyWords(providerName: string): string {
  return `${providerName} does not take booking changes through Staydesk: agree the change with ${providerName} directly, then note here what was agreed.`;
}
