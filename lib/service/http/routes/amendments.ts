import { createRoute, z } from "@hono/zod-openapi";
import { AmendEnquiryRequest, AmendmentListQuery, AmendmentListResponse, AmendmentResponse } from "@/lib/contract/amendment";
import { IDEMPOTENCY_KEY } from "@/lib/contract/message";
import { amendEnquiry } from "../../amendments/amend-enquiry";
import { listAmendments } from "../../amendments/list-amendments";
import { V1 } from "../context";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

// A Staydesk extension, documented as such, so that clients built against the
// specification (which has no amendment operation) do not rely on it elsewhere.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

const STATE_RULES = `Only an open enquiry takes changes:

| enquiry state | amendment |
|---|---|
| NEW, SHORTLISTING, QUOTED | made (201) |
| BOOKING_PENDING, BOOKING_CONFIRMED, BOOKING_CHECK_IN_DETAILS_SENT | 409 STATE_CONFLICT: a booked stay is changed by a booking change with the provider instead |
| BOOKING_CANCELLED | 409 STATE_CONFLICT: no longer open; send a new enquiry |
| CLOSED | 409 STATE_CONFLICT: the provider would have to reopen it first |`;

const IdempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY, "Must be 1 to 200 printable characters.")
    .optional()
    .meta({
      param: { name: "idempotency-key", in: "header" },
      description: "Names the amendment: the same key again (from this account, on this enquiry) answers the first amendment, 200, and changes nothing more.",
      example: "acme-amend-0001",
    }),
});

export const amendmentRoutes = createRouter();

// GET /external-api/v1/enquiries/{id}/amendments – the enquiry's amendments, newest first
amendmentRoutes.openapi(
  createRoute({
    method: "get",
    operationId: "listEnquiryAmendments",
    path: "/enquiries/{id}/amendments",
    tags: ["Enquiries"],
    summary: "List an enquiry's amendments (extension)",
    description: `${EXTENSION}
The changes the agent's side made to the enquiry's details after creating it, newest first: each with the version of the details it made (2 for the first), what changed from and to, and when. Quotes created before the latest amendment were made for the earlier details. Paged like the delivery log: follow \`pagination.next\`. Another account's enquiry is 404.`,
    "x-staydesk-extension": true,
    request: { params: EnquiryIdParam, query: AmendmentListQuery },
    responses: { 200: json(AmendmentListResponse, "A page of amendments, newest first."), ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND") },
  }),
  async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    const page = await listAmendments(c.get("caller").accountId, id, query);
    const next = page.nextCursor
      ? `${V1}/enquiries/${encodeURIComponent(id)}/amendments?${new URLSearchParams({ cursor: page.nextCursor, pageSize: String(query.pageSize) })}`
      : null;
    return c.json({ data: page.amendments, pagination: { next } }, 200);
  },
);

// POST /external-api/v1/enquiries/{id}/amendments – change an open enquiry's details
amendmentRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createEnquiryAmendment",
    path: "/enquiries/{id}/amendments",
    tags: ["Enquiries"],
    summary: "Amend an open enquiry (extension)",
    description: `${EXTENSION}
Changes the enquiry's dates (\`checkInOut\`), \`guestNumbers\`, \`guestRequirements\` (replaced as a whole; \`[]\` removes them) or \`leadGuest\`, with the same rules as when the enquiry is created; what is left out stays as it is. The answer is the amendment: only the details that differ, from and to, and the version of the details it made. A body that changes nothing (every detail given is already the enquiry's) is 400 VALIDATION_ERROR. An ENQUIRY.AMENDED event goes to the account's webhooks with the amendment in its data. Quotes sent before stay ACTIVE: they were made for the earlier details, and the provider may quote again.

${STATE_RULES}

With an \`Idempotency-Key\`, sending the same request again (after a timeout, say) answers the first amendment with 200 instead of making a second one. Another account's enquiry is 404.`,
    "x-staydesk-extension": true,
    request: {
      params: EnquiryIdParam,
      headers: IdempotencyHeader,
      body: { required: true, content: { "application/json": { schema: AmendEnquiryRequest } } },
    },
    responses: {
      200: json(AmendmentResponse, "The amendment made earlier with this Idempotency-Key; nothing new was changed."),
      201: json(AmendmentResponse, "The amendment, made."),
      ...keyedProblems(...BODY_CODES, "RESOURCE_NOT_FOUND", "STATE_CONFLICT"),
    },
  }),
  async (c) => {
    const { amendment, created } = await amendEnquiry({
      accountId: c.get("caller").accountId,
      enquiryRef: c.req.valid("param").id,
      request: c.req.valid("json"),
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    });
    return created ? c.json({ data: amendment }, 201) : c.json({ data: amendment }, 200);
  },
);
