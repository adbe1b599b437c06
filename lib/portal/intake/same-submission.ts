import type { CreateEnquiryRequest, Enquiry } from "@/lib/contract/enquiry";

// Two sends of the intake form with the same externalId are either one submission sent
// twice (a double click, a retry after a lost answer), which should land on the enquiry
// the first one made, or an edited form sent again, which must not silently show the
// old enquiry as if the edit had been sent. Telling them apart means comparing what was
// asked for with what the service holds, field by field, with the service's defaults.

const SAME_DEGREES = 1e-7;

/**
 * Whether `enquiry` is what `request` would have created. `addressPlaceId` is the place
 * the request's address resolves to (the service places an address the same way), or
 * null when it cannot be told: then an address never counts as the same.
 */
export function isSameSubmission(request: CreateEnquiryRequest, enquiry: Enquiry, addressPlaceId: string | null): boolean {
  const lead = request.leadGuest;
  const booker = request.clientBooker;
  const requirements = request.guestRequirements ?? [];
  const location = request.enquiryLocation;
  return (
    enquiry.externalId === request.externalId &&
    enquiry.clientReference === request.clientReference &&
    enquiry.checkInOut.checkIn === request.checkInOut.checkIn &&
    enquiry.checkInOut.checkOut === request.checkInOut.checkOut &&
    enquiry.guestNumbers.adults === request.guestNumbers.adults &&
    enquiry.guestNumbers.children === (request.guestNumbers.children ?? 0) &&
    enquiry.guestNumbers.infants === (request.guestNumbers.infants ?? 0) &&
    enquiry.leadGuest.givenName === (lead.givenName ?? null) &&
    enquiry.leadGuest.familyName === (lead.familyName ?? null) &&
    enquiry.leadGuest.email === (lead.email ?? null) &&
    enquiry.leadGuest.contactNumber === (lead.contactNumber ?? null) &&
    enquiry.clientBooker.givenName === booker.givenName &&
    enquiry.clientBooker.familyName === booker.familyName &&
    enquiry.clientBooker.email === booker.email &&
    enquiry.clientBooker.contactNumber === booker.contactNumber &&
    enquiry.guestRequirements.length === requirements.length &&
    requirements.every((r, i) => enquiry.guestRequirements[i]?.text === r.text && enquiry.guestRequirements[i]?.type === r.type) &&
    (location.mapPlaceId === undefined || enquiry.enquiryLocation.mapPlaceId === location.mapPlaceId) &&
    (location.coordinates === undefined ||
      (Math.abs(enquiry.enquiryLocation.coordinates.latitude - location.coordinates.latitude) < SAME_DEGREES &&
        Math.abs(enquiry.enquiryLocation.coordinates.longitude - location.coordinates.longitude) < SAME_DEGREES)) &&
    (location.addressFormatted === undefined || (addressPlaceId !== null && enquiry.enquiryLocation.mapPlaceId === addressPlaceId))
  );
}
