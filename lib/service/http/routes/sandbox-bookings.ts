import { createRoute } from "@hono/zod-openapi";
import { AcceptBookingChangeRequest, BookingChangeHistoryResponse, BookingChangeResponse, DeclineBookingChangeRequest } from "@/lib/contract/booking-change";
import { acceptAsSandbox, declineAsSandbox } from "../../sandbox/answer-sandbox-booking-change";
import { bookSandboxEnquiry } from "../../sandbox/book-sandbox-enquiry";
import { BookingChangeParams, EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

// Mounted only when SERVICE_ENVIRONMENT=sandbox (see app.ts): in production these paths do
// not exist, and a booking is made and its changes answered by the provider's specialist in
// the back office. Here the sandbox stands in for them, so that the whole flow of a
// booking's changes can be tried over HTTP.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension, sandbox only.**";

export const sandboxBookingRoutes = createRouter();

// POST /external-api/v1/sandbox/enquiries/{id}/booking – book a QUOTED enquiry as the client's acceptance would
sandboxBookingRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createSandboxBooking",
    path: "/sandbox/enquiries/{id}/booking",
    tags: ["Sandbox"],
    summary: "Book an enquiry (sandbox only, extension)",
    description: `${EXTENSION}
Books a QUOTED enquiry as the provider's specialist does when the client accepts an option: the first item of its ACTIVE quote (the nearest property), so that a booking's changes can be tried. The enquiry moves to BOOKING_PENDING and BOOKING.PENDING is sent; the quote shows \`bookedQuoteItem\`. No request body. Any other state, or a quote booked before, is 400 SANDBOX_SPECIFIC_ACTION_ERROR and books nothing. Answers the booking's changes and versions: none yet, and version 1, the booking as booked with the unit's price.`,
    "x-staydesk-extension": true,
    request: { params: EnquiryIdParam },
    responses: {
      201: json(BookingChangeHistoryResponse, "The booking: its reference, state and version 1."),
      ...keyedProblems("VALIDATION_ERROR", "SANDBOX_SPECIFIC_ACTION_ERROR", "RESOURCE_NOT_FOUND"),
    },
  }),
  async (c) => c.json({ data: await bookSandboxEnquiry(c.get("caller").accountId, c.req.valid("param").id) }, 201),
);

// POST /external-api/v1/sandbox/bookings/{id}/changes/{changeId}/accept – accept a change as the provider's specialist would
sandboxBookingRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "acceptSandboxBookingChange",
    path: "/sandbox/bookings/{id}/changes/{changeId}/accept",
    tags: ["Sandbox"],
    summary: "Accept a change of a booking (sandbox only, extension)",
    description: `${EXTENSION}
Accepts a REQUESTED change as the provider's specialist does in the back office: the booking keeps its reference and gains a version, the enquiry's dates, guests or lead guest become the version's, and BOOKING.CHANGE_ACCEPTED is sent with the change and the version. EXTEND and SHORTEN need the stay's new \`priceBreakdown\` (in the booking's currency; its wholeStay.includingTax exactly the nights times perPeriod's includingTaxWithBookingFee plus the \`charges\`); GUESTS and LEAD_GUEST may give one (otherwise the price stays); SHORTEN and CANCEL may give the \`cancellationCharge\` the cancellation policy asks. An accepted CANCEL then cancels the booking (BOOKING.CANCELLED, the enquiry BOOKING_CANCELLED). A change no longer REQUESTED, or of a cancelled booking, is 409 STATE_CONFLICT; an answer that does not fit is 400 VALIDATION_ERROR, in words.`,
    "x-staydesk-extension": true,
    request: {
      params: BookingChangeParams,
      body: { required: true, content: { "application/json": { schema: AcceptBookingChangeRequest } } },
    },
    responses: {
      200: json(BookingChangeResponse, "The change, ACCEPTED, with the version it made."),
      ...keyedProblems(...BODY_CODES, "RESOURCE_NOT_FOUND", "STATE_CONFLICT"),
    },
  }),
  async (c) => {
    const { id, changeId } = c.req.valid("param");
    return c.json({ data: await acceptAsSandbox(c.get("caller").accountId, id, changeId, c.req.valid("json")) }, 200);
  },
);

// POST /external-api/v1/sandbox/bookings/{id}/changes/{changeId}/decline – decline a change, saying why
sandboxBookingRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "declineSandboxBookingChange",
    path: "/sandbox/bookings/{id}/changes/{changeId}/decline",
    tags: ["Sandbox"],
    summary: "Decline a change of a booking (sandbox only, extension)",
    description: `${EXTENSION}
Declines a REQUESTED change as the provider's specialist does in the back office, with the reason the agent will read: the change is DECLINED, BOOKING.CHANGE_DECLINED is sent, and the booking stays as it was. A change no longer REQUESTED is 409 STATE_CONFLICT.`,
    "x-staydesk-extension": true,
    request: {
      params: BookingChangeParams,
      body: { required: true, content: { "application/json": { schema: DeclineBookingChangeRequest } } },
    },
    responses: {
      200: json(BookingChangeResponse, "The change, DECLINED."),
      ...keyedProblems(...BODY_CODES, "RESOURCE_NOT_FOUND", "STATE_CONFLICT"),
    },
  }),
  async (c) => {
    const { id, changeId } = c.req.valid("param");
    return c.json({ data: await declineAsSandbox(c.get("caller").accountId, id, changeId, c.req.valid("json").reason) }, 200);
  },
);
