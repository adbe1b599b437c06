import { createRoute } from "@hono/zod-openapi";
import { BookingChangeHistoryResponse, BookingChangeResponse, MAX_CHANGES_PER_BOOKING, RequestBookingChangeRequest } from "@/lib/contract/booking-change";
import { MAX_STAY_NIGHTS } from "@/lib/contract/stay";
import { getBookingChangeHistory } from "../../booking-changes/get-booking-change-history";
import { requestBookingChange } from "../../booking-changes/request-booking-change";
import { withdrawBookingChange } from "../../booking-changes/withdraw-booking-change";
import { BookingChangeParams, BookingIdParam, idempotencyHeader } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

// A Staydesk extension, documented as such, so that clients built against the
// specification (which has no way to change a booking) do not rely on it elsewhere.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

const STATE_RULES = `A booking takes changes in every state but CANCELLED (PENDING, PARTNER_CONFIRMATION_DETAILS_SENT, CONFIRMED, CHECK_IN_DETAILS_SENT), one at a time: while a change is REQUESTED, another is 409 STATE_CONFLICT, saying which one waits (withdraw it, or wait for the provider's answer); a CANCELLED booking is 409 for every kind.`;

export const bookingChangeRoutes = createRouter();

// POST /external-api/v1/bookings/{id}/changes – ask the provider to change a booking
bookingChangeRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createBookingChange",
    path: "/bookings/{id}/changes",
    tags: ["Bookings"],
    summary: "Ask to change a booking (extension)",
    description: `${EXTENSION}
Asks the provider's specialist to change one of the account's bookings (\`{id}\` its reference, the quote's bookedQuoteItem.bookingId): EXTEND (a later check-out, the stay at most ${MAX_STAY_NIGHTS} nights), SHORTEN (an earlier check-out, after check-in, under the quote's cancellation policy), GUESTS (other guest numbers, at least one adult), LEAD_GUEST (another lead guest) or CANCEL. The change is REQUESTED and BOOKING.CHANGE_REQUESTED goes to the account's webhooks; the specialist accepts it (the booking keeps its reference and gains a version with its price: BOOKING.CHANGE_ACCEPTED, and for CANCEL then BOOKING.CANCELLED) or declines it with a reason (BOOKING.CHANGE_DECLINED). ${STATE_RULES} A value that does not fit the booking as it stands (an extension's check-out not after the current one, a shortened stay's not before it, the guests or lead guest it already has) is 400 VALIDATION_ERROR on that field, in words. A booking keeps at most ${MAX_CHANGES_PER_BOOKING} changes. With an \`Idempotency-Key\`, sending the same request again answers the first change with 200 and asks nothing new. Another account's booking is 404.`,
    "x-staydesk-extension": true,
    request: {
      params: BookingIdParam,
      headers: idempotencyHeader(
        "Names the change: the same key again (from this account, for this booking) answers the first change, 200, and asks for nothing new.",
        "acme-change-0001",
      ),
      body: { required: true, content: { "application/json": { schema: RequestBookingChangeRequest } } },
    },
    responses: {
      200: json(BookingChangeResponse, "The change asked for earlier with this Idempotency-Key; nothing new was asked."),
      201: json(BookingChangeResponse, "The change, REQUESTED."),
      ...keyedProblems(...BODY_CODES, "RESOURCE_NOT_FOUND", "STATE_CONFLICT"),
    },
  }),
  async (c) => {
    const { change, created } = await requestBookingChange({
      accountId: c.get("caller").accountId,
      bookingRef: c.req.valid("param").id,
      request: c.req.valid("json"),
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    });
    return created ? c.json({ data: change }, 201) : c.json({ data: change }, 200);
  },
);

// GET /external-api/v1/bookings/{id}/changes – the booking's changes and versions
bookingChangeRoutes.openapi(
  createRoute({
    method: "get",
    operationId: "getBookingChanges",
    path: "/bookings/{id}/changes",
    tags: ["Bookings"],
    summary: "List a booking's changes and versions (extension)",
    description: `${EXTENSION}
The booking's state and current version, its changes (newest first, each with its state and, once answered, the provider's answer) and its versions (oldest first: version 1 is the booking as booked, with the booked unit's price; each accepted change adds one, with its own price, total and difference to the version before, as exact decimal text in the quote's currency). Another account's booking is 404.`,
    "x-staydesk-extension": true,
    request: { params: BookingIdParam },
    responses: { 200: json(BookingChangeHistoryResponse, "The booking's changes and versions."), ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND") },
  }),
  async (c) => {
    const history = await getBookingChangeHistory({ reference: c.req.valid("param").id, accountId: c.get("caller").accountId });
    return c.json({ data: history }, 200);
  },
);

// POST /external-api/v1/bookings/{id}/changes/{changeId}/withdrawal – take back a change still waiting
bookingChangeRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createBookingChangeWithdrawal",
    path: "/bookings/{id}/changes/{changeId}/withdrawal",
    tags: ["Bookings"],
    summary: "Withdraw a change of a booking (extension)",
    description: `${EXTENSION}
The agent's side changed its mind: a change still REQUESTED becomes WITHDRAWN and BOOKING.CHANGE_WITHDRAWN is sent; the booking stays as it is and takes another change. No request body. Idempotent: a change withdrawn before is answered as it is, with no new event. A change the provider has answered (ACCEPTED or DECLINED) is 409 STATE_CONFLICT. Another account's booking, or a change of another booking, is 404.`,
    "x-staydesk-extension": true,
    request: { params: BookingChangeParams },
    responses: { 200: json(BookingChangeResponse, "The change, WITHDRAWN."), ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "STATE_CONFLICT") },
  }),
  async (c) => {
    const { id, changeId } = c.req.valid("param");
    return c.json({ data: await withdrawBookingChange(c.get("caller").accountId, id, changeId) }, 200);
  },
);
