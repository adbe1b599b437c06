import type { AcceptBookingChangeInput, BookingChange } from "@/lib/contract/booking-change";
import { getPrisma } from "@/lib/db/prisma";
import { acceptBookingChange } from "../booking-changes/accept-booking-change";
import { getBookingOrThrow } from "../booking-changes/booking-key";
import { declineBookingChange } from "../booking-changes/decline-booking-change";
import type { Answerer } from "../booking-changes/log-answer";
import { sandboxSpecialist } from "./sandbox-specialist";

// The sandbox answers a booking's change as the provider's specialist does in the back
// office, by the same domain functions, under the sandbox specialist's name for the enquiry.

async function sandboxAnswerer(accountId: string, bookingRef: string): Promise<Answerer> {
  const booking = await getBookingOrThrow(getPrisma(), { reference: bookingRef, accountId });
  return { kind: "SANDBOX", name: sandboxSpecialist(booking.enquiry.serviceReference) };
}

export async function acceptAsSandbox(accountId: string, bookingRef: string, changeId: string, answer: AcceptBookingChangeInput): Promise<BookingChange> {
  const answeredBy = await sandboxAnswerer(accountId, bookingRef);
  return (await acceptBookingChange({ reference: bookingRef, accountId }, changeId, answeredBy, answer)).change;
}

export async function declineAsSandbox(accountId: string, bookingRef: string, changeId: string, reason: string): Promise<BookingChange> {
  return declineBookingChange({ reference: bookingRef, accountId }, changeId, await sandboxAnswerer(accountId, bookingRef), reason);
}
