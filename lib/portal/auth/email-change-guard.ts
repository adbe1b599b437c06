import "server-only";
import { createHash } from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { signInLimiter } from "@/lib/attempt-limits/sign-in-limiter";
import { clientAddressOf } from "@/lib/net/client-address";
import { offerEmailChangeUndo } from "./offer-email-change-undo";

// Changing one's sign-in address, whichever way it is asked (the account page's action or
// better-auth's own POST /api/auth/change-email):
// - it needs the current password as well as the session, checked here and counted as a
//   sign-in attempt of the account (a session left open, or taken, is not enough to
//   take the account away from its address);
// - once the link sent to the new address has made the change, the old address is told
//   what changed, with a link to put it back (offer-email-change-undo.ts).

const CHANGE_EMAIL_PATH = "/change-email";
const VERIFY_EMAIL_PATH = "/verify-email";

const signIns = signInLimiter("portal");

/** Whether /verify-email did what its link asked: answered, or sent on to its callback without an error. */
function done(returned: unknown): boolean {
  if (!isAPIError(returned)) return returned !== undefined;
  if (returned.statusCode !== 302) return false;
  const location = new Headers(returned.headers as HeadersInit | undefined).get("location") ?? "";
  return !new URL(location, "http://portal.invalid").searchParams.has("error");
}

export function emailChangeGuard() {
  return {
    id: "staydesk-email-change-guard",
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === CHANGE_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return; // better-auth answers 401
            const password = (ctx.body as { password?: unknown } | undefined)?.password;
            if (typeof password !== "string" || !password) {
              throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIRED", message: "Enter your current password to change your address." });
            }
            const { email } = session.user;
            const address = clientAddressOf(ctx.headers ?? ctx.request?.headers);
            const verdict = await signIns.attempt(email, address);
            if (!verdict.allowed) {
              throw new APIError("TOO_MANY_REQUESTS", { code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: verdict.message }, { "Retry-After": String(verdict.retryAfterSeconds) });
            }
            const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
            if (!account?.password || !(await ctx.context.password.verify({ hash: account.password, password }))) {
              signIns.failed(email, address);
              throw new APIError("BAD_REQUEST", { code: "INVALID_PASSWORD", message: "The password is wrong." });
            }
            await signIns.succeeded(email, address);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === VERIFY_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.query as { token?: unknown } | undefined)?.token;
            const link = typeof token === "string" ? await verifyJWT(token, ctx.context.secret) : null;
            if (link?.requestType !== "change-email-verification" || !done(ctx.context.returned)) return;
            const { userId, email: oldEmail, updateTo: newEmail } = link;
            if (typeof userId !== "string" || typeof oldEmail !== "string" || typeof newEmail !== "string") return;
            const user = await ctx.context.internalAdapter.findUserById(userId);
            if (user?.email !== newEmail) return;
            const once = createHash("sha256").update(token as string).digest("base64url");
            await offerEmailChangeUndo(ctx.context, { userId, name: user.name, oldEmail, newEmail }, once);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
