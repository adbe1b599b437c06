import "server-only";
import type { BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import { acceptBookingChange } from "../booking-changes/accept-booking-change";
import { declineBookingChange } from "../booking-changes/decline-booking-change";
import { getBookingChangeHistory } from "../booking-changes/get-booking-change-history";
import { notFound, validationError } from "../errors";
import type { Actor } from "./actor";
import { buildAcceptance, type DeskAcceptAnswer } from "./booking-change-price";

// A specialist's answer to a booking's change from the enquiry's page: the booking must be
// that enquiry's (the page's form names both), and the acceptance is built from the one
// figure the form asks for. The service's functions do the rest, in their transaction.

export type DeskChangeKey = { enquiry: string; booking: string; change: string };

async function bookingOfEnquiry(key: DeskChangeKey) {
  const history = await getBookingChangeHistory({ reference: key.booking });
  if (history.enquiryId !== key.enquiry) throw notFound(`Booking ${key.booking}`);
  return history;
}

/** Accepts the change with the price per period (and the cancellation charge) the specialist gave. */
export async function acceptChangeAtDesk(key: DeskChangeKey, specialist: Actor, answer: DeskAcceptAnswer): Promise<{ change: BookingChange; version: BookingVersion }> {
  const history = await bookingOfEnquiry(key);
  const change = history.changes.find((c) => c.id === key.change);
  const current = history.versions.at(-1);
  if (!change || !current) throw notFound(`Change ${key.change}`);
  const built = buildAcceptance(current, change, answer);
  if ("errors" in built) throw validationError(built.errors, "The answer is not complete.");
  return acceptBookingChange({ reference: key.booking }, key.change, { kind: "SPECIALIST", id: specialist.id, name: specialist.name }, built.input);
}

/** Declines the change with the specialist's reason. */
export async function declineChangeAtDesk(key: DeskChangeKey, specialist: Actor, reason: string): Promise<BookingChange> {
  await bookingOfEnquiry(key);
  return declineBookingChange({ reference: key.booking }, key.change, { kind: "SPECIALIST", id: specialist.id, name: specialist.name }, reason);
}
