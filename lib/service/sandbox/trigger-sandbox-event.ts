import { BOOKING_CHANGE_EVENT_TYPES, type EventType } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { AMENDMENT_SELECT, toWireAmendment } from "../amendments/amendment-record";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { getBookingChangeHistory } from "../booking-changes/get-booking-change-history";
import { ServiceError } from "../errors";
import { amendmentEventData } from "../events/amendment-event-data";
import { bookingChangeEventData } from "../events/booking-change-event-data";
import { bookingEventData } from "../events/booking-event-data";
import { enquiryEventData } from "../events/enquiry-event-data";
import { messageEventData } from "../events/message-event-data";
import { quoteEventData } from "../events/quote-event-data";
import { MESSAGE_SELECT, toWireMessage } from "../messages/message-record";
import { writeChange } from "../events/write-change";

/**
 * The sandbox's trigger-webhook-event: records `type` for the enquiry as it is now,
 * changing nothing else, and lets the worker deliver it like any other event. A quote,
 * booking, message or amendment event needs the enquiry's latest quote, booking, message or
 * amendment to describe, a BOOKING.CHANGE_* event its booking's latest change. A change of
 * statements only (load tests of the delivery path send thousands of these).
 */
export async function triggerSandboxEvent(accountId: string, enquiryRef: string, type: EventType): Promise<{ eventId: string }> {
  const enquiry = await getEnquiryOrThrow(accountId, enquiryRef);
  const data = await eventData(accountId, enquiry, type);
  return writeChange(({ record }) => record({ accountId, type, enquiryId: enquiry.id, data }));
}

async function eventData(accountId: string, enquiry: EnquiryRecord, type: EventType): Promise<unknown> {
  if (type === "ENQUIRY.AMENDED") {
    const amendment = await getPrisma().enquiryAmendment.findFirst({ where: { accountId, enquiryId: enquiry.id }, orderBy: { version: "desc" }, select: AMENDMENT_SELECT });
    if (!amendment) throw missing(enquiry, "amendment", type);
    return amendmentEventData(enquiry, toWireAmendment(amendment, enquiry.serviceReference));
  }
  if (type.startsWith("ENQUIRY.")) return enquiryEventData(enquiry);
  const latest = { where: { accountId, enquiryId: enquiry.id }, orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }] };
  if (type.startsWith("QUOTE.")) {
    const quote = await getPrisma().quote.findFirst(latest);
    if (!quote) throw missing(enquiry, "quote", type);
    return quoteEventData(quote, enquiry);
  }
  if (type.startsWith("MESSAGE.")) {
    const message = await getPrisma().message.findFirst({ ...latest, select: MESSAGE_SELECT });
    if (!message) throw missing(enquiry, "message", type);
    return messageEventData(enquiry, toWireMessage(message, enquiry.serviceReference));
  }
  const booking = await getPrisma().booking.findFirst(latest);
  if (!booking) throw missing(enquiry, "booking", type);
  if ((BOOKING_CHANGE_EVENT_TYPES as readonly string[]).includes(type)) {
    // The booking's latest change, with the version it made when it was accepted.
    const history = await getBookingChangeHistory({ reference: booking.reference, accountId });
    const change = history.changes[0];
    if (!change) throw missing(enquiry, "booking change", type);
    return bookingChangeEventData(booking, enquiry, change, history.versions.find((v) => v.changeId === change.id) ?? null);
  }
  return bookingEventData(booking, enquiry);
}

function missing(enquiry: EnquiryRecord, what: string, type: EventType): ServiceError {
  return new ServiceError(
    "SANDBOX_SPECIFIC_ACTION_ERROR",
    `Enquiry ${enquiry.serviceReference} has no ${what} yet, so there is nothing for ${type} to describe.`,
  );
}
