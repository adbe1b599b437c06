import { AMENDABLE_FIELDS, type AmendEnquiryInput, type AmendmentChange } from "@/lib/contract/amendment";
import { detailsOf, guestNumbersOf, guestRequirementsOf, leadGuestOf, type EnquiryDetails } from "../enquiries/enquiry-details";

/** The enquiry's details once the request is applied: what it gives replaces, what it leaves out stays. */
export function amendedDetails(current: EnquiryDetails, request: AmendEnquiryInput): EnquiryDetails {
  const now = detailsOf(current);
  return {
    checkInOut: request.checkInOut ? { checkIn: request.checkInOut.checkIn, checkOut: request.checkInOut.checkOut } : now.checkInOut,
    guestNumbers: request.guestNumbers ? guestNumbersOf(request.guestNumbers) : now.guestNumbers,
    guestRequirements: request.guestRequirements ? guestRequirementsOf(request.guestRequirements) : now.guestRequirements,
    leadGuest: request.leadGuest ? leadGuestOf(request.leadGuest) : now.leadGuest,
  };
}

/**
 * What differs between two versions of the details, field by field in the contract's
 * order, from and to in the Enquiry's shapes. Both sides are read by detailsOf, whose
 * parts always have the same keys in the same order, so their JSON compares them.
 */
export function changesBetween(before: EnquiryDetails, after: EnquiryDetails): AmendmentChange[] {
  const from = detailsOf(before);
  const to = detailsOf(after);
  return AMENDABLE_FIELDS.filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field])).map(
    (field) => ({ field, from: from[field], to: to[field] }) as AmendmentChange,
  );
}
