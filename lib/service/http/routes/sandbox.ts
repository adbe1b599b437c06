import { createRoute } from "@hono/zod-openapi";
import { ChangeStateRequest } from "@/lib/contract/sandbox";
import { changeEnquiryState } from "../../sandbox/change-enquiry-state";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, keyedProblems } from "../responses";

// Mounted only when SERVICE_ENVIRONMENT=sandbox (see app.ts): in production these paths
// do not exist, and answer 404 like any unknown path.
export const sandboxRoutes = createRouter();

// POST /external-api/v1/sandbox/enquiries/{id}/change-state – force an enquiry forward
sandboxRoutes.openapi(
  createRoute({
    method: "post",
    path: "/sandbox/enquiries/{id}/change-state",
    operationId: "changeSandboxEnquiryState",
    tags: ["Sandbox"],
    summary: "Change an enquiry's state (sandbox only)",
    description:
      "States move forward only: NEW → SHORTLISTING → QUOTED, and CLOSED from any of those three (with an optional closureReason, accepted only with CLOSED). Each step records its events, in order, in the same transaction as the change. SHORTLISTING assigns a sandbox specialist (ENQUIRY.SPECIALIST_ASSIGNED, then ENQUIRY.SHORTLISTING). QUOTED passes through SHORTLISTING first, then sends a quote of 2 to 5 properties nearest the enquiry (QUOTE.CREATED, then ENQUIRY.QUOTED). QUOTED while QUOTED sends a new quote: every ACTIVE quote is invalidated first (QUOTE.INVALIDATED, then QUOTE.CREATED, then ENQUIRY.QUOTED). Any other move, including to the same or an earlier state or from CLOSED or a booking state, is 400 SANDBOX_SPECIFIC_ACTION_ERROR and changes nothing.",
    request: {
      params: EnquiryIdParam,
      body: { required: true, content: { "application/json": { schema: ChangeStateRequest } } },
    },
    responses: {
      204: { description: "The enquiry moved; its events are on their way." },
      ...keyedProblems(...BODY_CODES, "SANDBOX_SPECIFIC_ACTION_ERROR", "RESOURCE_NOT_FOUND"),
    },
  }),
  async (c) => {
    await changeEnquiryState(c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json"));
    return c.body(null, 204);
  },
);
