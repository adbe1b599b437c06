import type { AmendEnquiryRequest } from "@/lib/contract/amendment";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { AmendmentDetails } from "./amendment-form";

type PresentDetails = Pick<Enquiry, "checkInOut" | "guestNumbers" | "guestRequirements" | "leadGuest">;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? null) === (b ?? null);

/**
 * What a provider is sent of the details the agent wants: only the fields that differ from
 * the provider's present details, each whole (the contract replaces a field, never a part
 * of one); empty when it already has them. Requirements count as the same when their texts
 * are, in the same order (the form cannot set another type, and a provider may tell more).
 */
export function differingDetails(present: PresentDetails, wanted: AmendmentDetails): Partial<AmendmentDetails> {
  const request: Partial<AmendmentDetails> = {};
  const dates = present.checkInOut;
  if (!same(dates.checkIn, wanted.checkInOut.checkIn) || !same(dates.checkOut, wanted.checkInOut.checkOut)) request.checkInOut = wanted.checkInOut;

  const guests = present.guestNumbers;
  const want = wanted.guestNumbers;
  if (guests.adults !== want.adults || guests.children !== (want.children ?? 0) || guests.infants !== (want.infants ?? 0)) request.guestNumbers = want;

  const texts = (list: readonly { text: string }[]) => list.map((r) => r.text.trim());
  const before = texts(present.guestRequirements);
  const after = texts(wanted.guestRequirements);
  if (before.length !== after.length || before.some((text, i) => text !== after[i])) request.guestRequirements = wanted.guestRequirements;

  const lead = present.leadGuest;
  const wantLead = wanted.leadGuest;
  if ((["givenName", "familyName", "email", "contactNumber"] as const).some((part) => !same(lead[part], wantLead[part]))) request.leadGuest = wantLead;
  return request;
}

/** Whether there is anything to send: the contract refuses an amendment that changes nothing. */
export function changesSomething(request: Partial<AmendmentDetails>): request is Partial<AmendmentDetails> & AmendEnquiryRequest {
  return Object.keys(request).length > 0;
}
