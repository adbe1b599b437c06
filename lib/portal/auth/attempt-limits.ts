import "server-only";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { resetLinkLimiter } from "@/lib/attempt-limits/reset-link-limiter";
import { signInLimiter } from "@/lib/attempt-limits/sign-in-limiter";
import { signUpLimiter } from "@/lib/attempt-limits/sign-up-limiter";
import { clientAddressOf } from "@/lib/net/client-address";
import { authErrorCode } from "./auth-error";

// The portal's sign-in, sign-up and password-reset limits (lib/attempt-limits), run as better-auth's
// hooks: they run for the portal's server actions (auth.api) and for better-auth's own
// HTTP endpoints alike, so both paths count in the same place. The client's address is
// the one server.ts worked out from the connection and TRUSTED_PROXIES.

export const SIGN_IN_PATH = "/sign-in/email";
export const SIGN_UP_PATH = "/sign-up/email";
export const RESET_LINK_PATH = "/request-password-reset";
const VERIFY_EMAIL_PATH = "/verify-email";
/** Where a confirmation link opened in another browser is finished, choosing the password (sign-up-confirmation.ts). */
export const CONFIRM_SIGN_UP_PATH = "/confirm-sign-up";

const signIns = signInLimiter("portal");
const signUps = signUpLimiter("portal");
const resetLinks = resetLinkLimiter("portal");

type HookInput = { headers?: Headers; request?: Request; body?: unknown };

const addressOf = (ctx: HookInput) => clientAddressOf(ctx.headers ?? ctx.request?.headers);

function emailOf(ctx: HookInput): string | undefined {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email : undefined;
}

function tooMany(code: string, verdict: { retryAfterSeconds: number; message: string }): APIError {
  return new APIError("TOO_MANY_REQUESTS", { code, message: verdict.message }, { "Retry-After": String(verdict.retryAfterSeconds) });
}

/** Before sign-in, sign-up and a request for a password reset link: counts the attempt, or refuses it in words. */
export const limitAttempts = createAuthMiddleware(async (ctx) => {
  if (ctx.path === SIGN_IN_PATH) {
    const email = emailOf(ctx);
    if (email === undefined) return; // refused by better-auth's own validation, no password checked
    const verdict = await signIns.attempt(email, addressOf(ctx));
    if (!verdict.allowed) throw tooMany("TOO_MANY_SIGN_IN_ATTEMPTS", verdict);
  } else if (ctx.path === SIGN_UP_PATH) {
    const verdict = await signUps.attempt(addressOf(ctx));
    if (!verdict.allowed) throw tooMany("TOO_MANY_SIGN_UP_ATTEMPTS", verdict);
  } else if (ctx.path === RESET_LINK_PATH) {
    const email = emailOf(ctx);
    if (email === undefined) return; // refused by better-auth's own validation, nothing sent
    const verdict = await resetLinks.attempt(email, addressOf(ctx));
    if (!verdict.allowed) throw tooMany("TOO_MANY_RESET_LINKS", verdict);
  }
});

/** After them: a success takes its attempt back and makes the address the owner's; a wrong password is logged. */
export const settleAttempts = createAuthMiddleware(async (ctx) => {
  const session = ctx.context.newSession;
  // A new account's address is the owner's: signed up there (without confirmation by
  // e-mail), or signed in by the confirmation link, which came through their mailbox.
  if (ctx.path === SIGN_UP_PATH || ctx.path === VERIFY_EMAIL_PATH || ctx.path === CONFIRM_SIGN_UP_PATH) {
    if (session) await signIns.rememberAddress(session.user.email, addressOf(ctx));
    return;
  }
  if (ctx.path !== SIGN_IN_PATH) return;
  const email = emailOf(ctx);
  if (email === undefined) return;
  if (session) await signIns.succeeded(email, addressOf(ctx));
  else if (authErrorCode(ctx.context.returned) === "INVALID_EMAIL_OR_PASSWORD") signIns.failed(email, addressOf(ctx));
});

/** After a password reset through the account's mailbox: its sign-in counts start afresh. */
export async function forgetSignInAttempts(email: string): Promise<void> {
  await signIns.forgetAccount(email);
}
