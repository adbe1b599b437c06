import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { organizationLimiter } from "@/lib/attempt-limits/organization-limiter";
import { holdUntilSettled, settle, tooMany } from "./limit-hooks";
import { organizationName, ORGANIZATION_NAME_RULE } from "../names/organization-name";

// New organisations per account, and what an organisation may be called, as better-auth's
// hooks: the portal's server action (auth.api) and better-auth's own
// POST /api/auth/organization/create and /update obey them alike.

export const CREATE_PATH = "/organization/create";
const UPDATE_PATH = "/organization/update";

export const TOO_MANY_ORGANIZATIONS = "TOO_MANY_ORGANIZATIONS";
export const INVALID_ORGANIZATION_NAME = "INVALID_ORGANIZATION_NAME";

const organizations = organizationLimiter();

type Body = Record<string, unknown> | undefined;

/** The name cleaned, or refused in words; undefined when there is none to check (better-auth's own validation answers). */
function checkedName(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const name = organizationName(value);
  if (name === null) throw new APIError("BAD_REQUEST", { code: INVALID_ORGANIZATION_NAME, message: ORGANIZATION_NAME_RULE });
  return name;
}

export function limitOrganizations() {
  return {
    id: "staydesk-limit-organizations",
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === CREATE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Body;
            const name = checkedName(body?.name);
            // Without a session only the server itself creates (the demo seed, for a user it names).
            const session = await getSessionFromCtx(ctx);
            if (session) {
              const verdict = await organizations.take(session.user.id);
              if (!verdict.allowed) throw tooMany(TOO_MANY_ORGANIZATIONS, verdict);
              holdUntilSettled(ctx, verdict.giveBack);
            }
            return name === undefined ? undefined : { context: { body: { ...body, name } } };
          }),
        },
        {
          matcher: (ctx: { path?: string }) => ctx.path === UPDATE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as Body;
            const data = body?.data as Body;
            const name = checkedName(data?.name);
            return name === undefined ? undefined : { context: { body: { ...body, data: { ...data, name } } } };
          }),
        },
      ],
      after: [{ matcher: (ctx: { path?: string }) => ctx.path === CREATE_PATH, handler: createAuthMiddleware(settle) }],
    },
  } satisfies BetterAuthPlugin;
}
