import type { Enquiry } from "@/lib/contract/enquiry";
import { placeLabel } from "./place-label";

/** What the agency enquiry keeps of the enquiry its first provider returned (no state: that sums up its providers). */
export function trackedEnquiryFields(enquiry: Enquiry) {
  const { address, coordinates } = enquiry.enquiryLocation;
  return {
    externalId: enquiry.externalId,
    clientReference: enquiry.clientReference,
    placeLabel: placeLabel(address),
    latitude: coordinates.latitude,
    longitude: coordinates.longitude,
    ...amendableTrackedFields(enquiry),
  };
}

/** What of those an amendment may change: the dates, the guests and the lead guest's name. */
export function amendableTrackedFields(enquiry: Pick<Enquiry, "checkInOut" | "guestNumbers" | "leadGuest">) {
  const lead = [enquiry.leadGuest.givenName, enquiry.leadGuest.familyName].filter(Boolean).join(" ");
  return {
    checkIn: enquiry.checkInOut.checkIn,
    checkOut: enquiry.checkInOut.checkOut,
    adults: enquiry.guestNumbers.adults,
    children: enquiry.guestNumbers.children,
    infants: enquiry.guestNumbers.infants,
    leadGuestName: lead || null,
  };
}
