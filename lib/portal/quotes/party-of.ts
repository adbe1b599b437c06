import type { Enquiry } from "@/lib/contract/enquiry";
import type { StayParty } from "./charge-cost";

const DAY_MS = 86_400_000;

/** Who and how long, as the enquiry says: the fallback when a unit does not state its nights. */
export function partyOf(enquiry: Pick<Enquiry, "checkInOut" | "guestNumbers">): StayParty {
  const { checkIn, checkOut } = enquiry.checkInOut;
  const days = checkIn && checkOut ? (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS : NaN;
  return {
    nights: Number.isFinite(days) && days > 0 ? Math.round(days) : null,
    guests: enquiry.guestNumbers.adults + (enquiry.guestNumbers.children ?? 0),
    checkIn: checkIn ?? null,
  };
}
