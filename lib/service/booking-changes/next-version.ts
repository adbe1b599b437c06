import type { AcceptBookingChangeInput, BookingChangeKind } from "@/lib/contract/booking-change";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { FieldErrors } from "@/lib/contract/problem";
import { nightsBetween } from "@/lib/contract/stay";
import { checkPrice, type VersionPrice } from "../booking-versions/version-price";
import { priceOf, wireGuestNumbers, wireLeadGuest, type VersionRow } from "../booking-versions/version-record";
import type { ChangeRow } from "./change-record";

type EnquiryGuestNumbers = Enquiry["guestNumbers"];
type EnquiryLeadGuest = Enquiry["leadGuest"];

/** The booking as a version holds it, and its price. */
export type NextVersion = {
  checkIn: string;
  checkOut: string;
  nights: number;
  guestNumbers: EnquiryGuestNumbers;
  leadGuest: EnquiryLeadGuest;
  cancelled: boolean;
  price: VersionPrice;
};

// What each kind's acceptance takes besides its change: the stay's new price (needed when the
// nights change, refused once the stay is cancelled) and the cancellation policy's charge.
const TAKES: Record<BookingChangeKind, { price: "needed" | "optional" | "refused"; cancellationCharge: boolean }> = {
  EXTEND: { price: "needed", cancellationCharge: false },
  SHORTEN: { price: "needed", cancellationCharge: true },
  GUESTS: { price: "optional", cancellationCharge: false },
  LEAD_GUEST: { price: "optional", cancellationCharge: false },
  CANCEL: { price: "refused", cancellationCharge: true },
};

/**
 * The version an accepted change makes from the current one, or the problems of the answer
 * by field, in words. EXTEND and SHORTEN move the check-out and need the stay's new price;
 * GUESTS and LEAD_GUEST change who stays, with a new price or the old one; CANCEL keeps the
 * stay's details, drops its price and owes only the cancellation charge. A cancellation
 * charge once agreed stays in every later version.
 */
export function nextVersion(previous: VersionRow, change: ChangeRow, answer: AcceptBookingChangeInput): { version: NextVersion } | { errors: FieldErrors } {
  const kind = change.kind as BookingChangeKind;
  const takes = TAKES[kind];
  const errors: FieldErrors = {};
  if (takes.price === "needed" && !answer.priceBreakdown) errors.priceBreakdown = [`A ${kind} change changes the nights: give the stay's new price.`];
  if (takes.price === "refused" && answer.priceBreakdown) errors.priceBreakdown = ["A cancelled stay has no price: give only the cancellation charge, if any."];
  if (takes.price === "refused" && answer.charges?.length) errors.charges = ["A cancelled stay has no charges: give only the cancellation charge, if any."];
  if (!takes.cancellationCharge && answer.cancellationCharge !== undefined) errors.cancellationCharge = [`Only a SHORTEN or CANCEL change takes a cancellation charge.`];
  if (Object.keys(errors).length > 0) return { errors };

  const before = priceOf(previous);
  const checkOut = kind === "EXTEND" || kind === "SHORTEN" ? change.checkOut! : previous.checkOut;
  const nights = nightsBetween(previous.checkIn, checkOut);
  const cancellationCharge = answer.cancellationCharge ?? before.cancellationCharge;
  const newPrice = answer.priceBreakdown
    ? { priceBreakdown: answer.priceBreakdown, charges: answer.charges ?? [], cancellationCharge }
    : kind === "CANCEL"
      ? { priceBreakdown: null, charges: [], cancellationCharge }
      : { priceBreakdown: before.priceBreakdown, charges: before.charges, cancellationCharge };
  const checked = checkPrice(newPrice, before.currency, nights);
  if ("errors" in checked) return checked;
  return {
    version: {
      checkIn: previous.checkIn,
      checkOut,
      nights,
      guestNumbers: kind === "GUESTS" ? wireGuestNumbers(change.guestNumbers) : wireGuestNumbers(previous.guestNumbers),
      leadGuest: kind === "LEAD_GUEST" ? wireLeadGuest(change.leadGuest) : wireLeadGuest(previous.leadGuest),
      cancelled: kind === "CANCEL",
      price: checked.price,
    },
  };
}
