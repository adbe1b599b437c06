import { createRoute } from "@hono/zod-openapi";
import { AccountProfileRequest, AccountProfileResponse } from "@/lib/contract/account-profile";
import { setDisplayName } from "../../accounts/set-display-name";
import { createRouter } from "../router";
import { BODY_CODES, json, keyedProblems } from "../responses";

export const accountProfileRoutes = createRouter();

// PUT /external-api/v1/account/profile – the name the provider's staff see for the account
accountProfileRoutes.openapi(
  createRoute({
    method: "put",
    operationId: "updateAccountProfile",
    path: "/account/profile",
    tags: ["Account"],
    summary: "Name the account for the provider's staff (extension)",
    description: `**Not part of the specification (v1.0.1): a Staydesk extension.**
Sets the name the provider's specialists see for the calling account in their queue and on each enquiry (an agency's organisation name, for instance), instead of the account's internal name. A client sends it when it connects and again whenever the name changes; the same name again changes nothing. A provider without the extension answers 404: the account then keeps the name the provider gave it.`,
    "x-staydesk-extension": true,
    request: { body: { required: true, content: { "application/json": { schema: AccountProfileRequest } } } },
    responses: { 200: json(AccountProfileResponse, "The account's names as recorded."), ...keyedProblems(...BODY_CODES) },
  }),
  async (c) => {
    const profile = await setDisplayName(c.get("caller").accountId, c.req.valid("json").displayName);
    return c.json({ data: profile }, 200);
  },
);
