import type { Enquiry } from "@/lib/contract/enquiry";
import { guestsLabel } from "@/components/ui/guests";
import { nightsLabel, stayLabel } from "@/components/ui/stay";
import { placeLabel } from "@/lib/portal/enquiries/place-label";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";

/** The stay the quote is for, in one line: the same on the comparison and the share page. */
export function StaySummary({ enquiry, party }: { enquiry: Enquiry; party: StayParty }) {
  return (
    <>
      {placeLabel(enquiry.enquiryLocation.address)} · {stayLabel(enquiry.checkInOut.checkIn, enquiry.checkInOut.checkOut)}
      {party.nights ? ` (${nightsLabel(party.nights)})` : ""} · {guestsLabel(enquiry.guestNumbers)}
    </>
  );
}
