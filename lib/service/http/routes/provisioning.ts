import { timingSafeEqual } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PROVISIONING_TOKEN_HEADER, ProvisionAccountRequest, ProvisionAccountResponse } from "@/lib/contract/provisioning";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { provisionAccount } from "../../accounts/provision-account";
import { ServiceError } from "../../errors";
import { createRouter } from "../router";
import { BODY_CODES, json, problemResponses } from "../responses";

// A Staydesk extension, mounted only in the sandbox and before the X-Api-Key middleware:
// it is how the portal built into this process gets an account and a key over HTTP
// ("Use the built-in sandbox"). The token is derived from STAYDESK_SECRET, so the
// embedded portal knows it and nobody outside the deployment does.

const PATH = "/sandbox/accounts";

const requireProvisioningToken: MiddlewareHandler = async (c, next) => {
  const given = Buffer.from(c.req.header(PROVISIONING_TOKEN_HEADER) ?? "");
  const expected = Buffer.from(sandboxProvisioningToken());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ServiceError("UNAUTHORIZED", `Send this deployment's provisioning token in the ${PROVISIONING_TOKEN_HEADER} header.`, {
      headers: { "WWW-Authenticate": `ApiKey header="${PROVISIONING_TOKEN_HEADER}"` },
    });
  }
  await next();
};

export const provisioningRoutes = createRouter();

provisioningRoutes.use(PATH, requireProvisioningToken, bodyLimit({ maxSize: 16 * 1024 }));

// POST /external-api/v1/sandbox/accounts – create (or reuse) a portal account and issue it a key
provisioningRoutes.openapi(
  createRoute({
    method: "post",
    path: PATH,
    operationId: "provisionSandboxAccount",
    tags: ["Sandbox"],
    summary: "Provision a sandbox account (Staydesk extension)",
    description: `**Not part of the specification (v1.0.1): an extension of this deployment**, available in the sandbox only.
Creates the account if it does not exist and issues it a new API key, revoking that account's earlier keys of the same label.
Authorised by the \`${PROVISIONING_TOKEN_HEADER}\` header rather than an API key; the token is derived from the deployment's
STAYDESK_SECRET, so only the portal built into this deployment can call it. Account names must start with \`portal:\`,
so it never issues keys for accounts created any other way. \`displayName\` names the account for the provider's staff, as
\`PUT /account/profile\` does later.`,
    security: [{ ProvisioningToken: [] }],
    "x-staydesk-extension": true,
    request: { body: { required: true, content: { "application/json": { schema: ProvisionAccountRequest } } } },
    responses: {
      201: json(ProvisionAccountResponse, "The account and its new key (shown once)."),
      ...provisioningProblems(),
    },
  }),
  async (c) => {
    const { accountName, label, displayName } = c.req.valid("json");
    const provisioned = await provisionAccount(getPrisma(), accountName, label ?? "portal", displayName);
    return c.json(
      {
        data: {
          accountName: provisioned.accountName,
          displayName: provisioned.displayName,
          environment: getEnv().SERVICE_ENVIRONMENT,
          apiKey: provisioned.key,
          keyPrefix: provisioned.prefix,
          revokedKeys: provisioned.revokedKeys,
        },
      },
      201,
    );
  },
);

provisioningRoutes.openAPIRegistry.registerComponent("securitySchemes", "ProvisioningToken", {
  type: "apiKey",
  in: "header",
  name: PROVISIONING_TOKEN_HEADER,
  description: "Staydesk extension: the deployment's provisioning token (derived from STAYDESK_SECRET).",
});

function provisioningProblems() {
  const responses = problemResponses([...BODY_CODES, "UNAUTHORIZED", "INTERNAL_SERVER_ERROR", "SERVICE_UNAVAILABLE"]);
  return { ...responses, 401: { ...responses[401], description: `Missing or wrong ${PROVISIONING_TOKEN_HEADER}.` } };
}
