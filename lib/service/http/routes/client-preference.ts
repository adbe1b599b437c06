import { createRoute } from "@hono/zod-openapi";
import { ClientPreferenceRequest, ClientPreferenceResponse } from "@/lib/contract/client-preference";
import { setClientPreference } from "../../preferences/set-client-preference";
import { EnquiryIdParam } from "../params";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

// A Staydesk extension, documented as such (like the delivery log), so that clients built
// against the specification do not rely on it elsewhere.
const EXTENSION = "**Not part of the specification (v1.0.1): a Staydesk extension.**";

export const clientPreferenceRoutes = createRouter();

// PUT /external-api/v1/enquiries/{id}/client-preference – the option the client prefers
clientPreferenceRoutes.openapi(
  createRoute({
    method: "put",
    operationId: "updateClientPreference",
    path: "/enquiries/{id}/client-preference",
    tags: ["Enquiries"],
    summary: "Report the client's preferred option (extension)",
    description: `${EXTENSION}
Tells the provider which option of the enquiry's ACTIVE quote the client prefers: a unit of one of its items, with the client's note (plain text, at most 500 characters). The provider's specialists see it on the enquiry as "the client prefers …". One preference per enquiry: a new report replaces the previous one. It books nothing, and sends no event. A replaced quote is 409; an item or unit the quote does not have is VALIDATION_ERROR; another account's enquiry or quote is 404.`,
    "x-staydesk-extension": true,
    request: { params: EnquiryIdParam, body: { required: true, content: { "application/json": { schema: ClientPreferenceRequest } } } },
    responses: {
      200: json(ClientPreferenceResponse, "The preference as recorded."),
      ...keyedProblems(...BODY_CODES, "RESOURCE_NOT_FOUND", "STATE_CONFLICT"),
    },
  }),
  async (c) => {
    const preference = await setClientPreference(c.get("caller").accountId, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ data: preference }, 200);
  },
);
