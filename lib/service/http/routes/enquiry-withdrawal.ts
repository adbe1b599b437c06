import { createRoute } from "@hono/zod-openapi";
import { EnquiryResponse } from "@/lib/contract/enquiry";
import { toWireEnquiry } from "../../enquiries/to-wire-enquiry";
import { withdrawEnquiry } from "../../lifecycle/withdraw-enquiry";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { json, keyedProblems } from "../responses";

// A Staydesk extension, documented as such, so that clients built against the
// specification (which has no withdraw operation) do not rely on it elsewhere.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

export const enquiryWithdrawalRoutes = createRouter();

// POST /external-api/v1/enquiries/{id}/withdrawal – the client withdraws the enquiry (closes it)
enquiryWithdrawalRoutes.openapi(
  createRoute({
    method: "post",
    operationId: "createEnquiryWithdrawal",
    path: "/enquiries/{id}/withdrawal",
    tags: ["Enquiries"],
    summary: "Withdraw an enquiry (extension)",
    description: `${EXTENSION}
The client no longer needs the enquiry (it booked with another provider): an open enquiry (NEW, SHORTLISTING or QUOTED) is closed with the closure reason BOOKED_ELSEWHERE_COMPETITOR and the usual ENQUIRY.CLOSED event is sent. No request body. Idempotent: an enquiry already CLOSED (withdrawn before, or closed by a specialist) is answered as it is, with no new event. An enquiry with a booking is 409 STATE_CONFLICT; another account's enquiry is 404.`,
    "x-staydesk-extension": true,
    request: { params: EnquiryIdParam },
    responses: {
      200: json(EnquiryResponse, "The enquiry, closed."),
      ...keyedProblems("VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "STATE_CONFLICT"),
    },
  }),
  async (c) => {
    const enquiry = await withdrawEnquiry(c.get("caller").accountId, c.req.valid("param").id);
    return c.json({ data: toWireEnquiry(enquiry) }, 200);
  },
);
