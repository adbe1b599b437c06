import type { Enquiry } from "@/lib/contract/enquiry";

// The details of an enquiry the agent's side gives (when creating it, and when amending
// it), as the enquiry stores and answers them: one reading for both, so that an amendment
// compares like with like.

/** The details an amendment may change, as the Enquiry answers them. */
export type EnquiryDetails = Pick<Enquiry, "checkInOut" | "guestNumbers" | "guestRequirements" | "leadGuest">;

type Optional<T> = { [K in keyof T]?: T[K] | null };

/** A lead guest as stored: every part present, null when not given. */
export function leadGuestOf(input: Optional<Enquiry["leadGuest"]>): Enquiry["leadGuest"] {
  return {
    contactNumber: input.contactNumber ?? null,
    email: input.email ?? null,
    familyName: input.familyName ?? null,
    givenName: input.givenName ?? null,
  };
}

/** Guest numbers as answered: children and infants 0 when not given. */
export function guestNumbersOf(input: { adults: number; children?: number; infants?: number }): Enquiry["guestNumbers"] {
  return { adults: input.adults, children: input.children ?? 0, infants: input.infants ?? 0 };
}

/** Requirements as stored: the text (as the contract trimmed it) and the type, nothing else. */
export function guestRequirementsOf(input: readonly { text: string; type: string }[] | undefined): Enquiry["guestRequirements"] {
  return (input ?? []).map((r) => ({ text: r.text, type: r.type }));
}

/** An enquiry's details, each part in the one form a request's are read in. */
export function detailsOf(enquiry: EnquiryDetails): EnquiryDetails {
  return {
    checkInOut: { checkIn: enquiry.checkInOut.checkIn, checkOut: enquiry.checkInOut.checkOut },
    guestNumbers: guestNumbersOf(enquiry.guestNumbers),
    guestRequirements: guestRequirementsOf(enquiry.guestRequirements),
    leadGuest: leadGuestOf(enquiry.leadGuest),
  };
}
