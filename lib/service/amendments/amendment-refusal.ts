import { AMENDABLE_STATES } from "@/lib/contract/amendment";

/**
 * Why an enquiry in `state` cannot be amended, in words, or null when it can: only an open
 * enquiry (NEW, SHORTLISTING, QUOTED) takes changes. A booked stay is changed with the
 * provider by a booking change; a closed enquiry must be reopened by the provider first.
 */
export function whyNotAmendable(serviceReference: string, state: string): string | null {
  if ((AMENDABLE_STATES as readonly string[]).includes(state)) return null;
  const is = `Enquiry ${serviceReference} is ${state}`;
  switch (state) {
    case "CLOSED":
      return `${is}: a closed enquiry cannot be amended. The provider would have to reopen it first; ask them in a message.`;
    case "BOOKING_CANCELLED":
      return `${is}: its booking was cancelled, so it is no longer open to changes. Send a new enquiry for the changed stay.`;
    case "BOOKING_PENDING":
    case "BOOKING_CONFIRMED":
    case "BOOKING_CHECK_IN_DETAILS_SENT":
      return `${is}: the stay is booked, and a booked stay is changed by a booking change with the provider, not by amending the enquiry.`;
    default:
      return `${is}: only NEW, SHORTLISTING and QUOTED enquiries can be amended.`;
  }
}
