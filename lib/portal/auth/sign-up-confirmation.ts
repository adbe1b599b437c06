import "server-only";
import type { BetterAuthPlugin, GenericEndpointContext } from "better-auth";
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { z } from "zod";
import { authErrorCode } from "./auth-error";
import { CONFIRM_SIGN_UP_PATH, forgetSignInAttempts, SIGN_IN_PATH, SIGN_UP_PATH } from "./attempt-limits";
import { replaceUnconfirmedAccount } from "./replace-unconfirmed-account";
import { forgetSignUpBrowser, isSignUpBrowser, rememberSignUpBrowser } from "./sign-up-browser";
import { choosePasswordPath, readSignUpLink } from "./sign-up-link";

// A confirmation never leaves a password that the owner of the address did not choose.
// Anyone can sign up with any address, so the password of an unconfirmed account may be
// a stranger's; the link, though, reaches only the owner of the address. So:
// - a sign-up for an address whose account was never confirmed replaces that account
//   (replace-unconfirmed-account.ts): the newest sign-up wins, the older link stops working;
// - a link opened in the browser that chose the password (sign-up-browser.ts) confirms
//   and signs in at once, as better-auth does;
// - a link opened anywhere else confirms nothing by itself: it leads to the portal's
//   page, where whoever opened it chooses the password (POST /confirm-sign-up), and only
//   that confirms the address and signs in.
// Hooks and the endpoint alike, so that the portal's pages and better-auth's own
// /api/auth/* endpoints follow the same road.

const VERIFY_EMAIL_PATH = "/verify-email";

const invalidLink = () => new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "This link has expired or no longer works." });

const requiresConfirmation = (ctx: GenericEndpointContext) => ctx.context.options.emailAndPassword?.requireEmailVerification === true;

/** A sign-up that better-auth will go on to make: a well-formed address and a password of an accepted length. */
function acceptedSignUp(ctx: GenericEndpointContext): string | null {
  const { email, password } = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== "string" || typeof password !== "string" || !z.email().safeParse(email).success) return null;
  const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
  return password.length >= minPasswordLength && password.length <= maxPasswordLength ? email : null;
}

// POST /api/auth/confirm-sign-up – confirm an address with its link's token, choosing the account's password; signs in
const confirmSignUp = createAuthEndpoint(
  CONFIRM_SIGN_UP_PATH,
  { method: "POST", body: z.object({ token: z.string().min(1).max(4000), password: z.string() }) },
  async (ctx) => {
    const link = await readSignUpLink(ctx.body.token, ctx.context.secret);
    const user = link ? await ctx.context.internalAdapter.findUserById(link.userId) : null;
    if (!link || !user || user.email !== link.email) throw invalidLink();
    if (user.emailVerified) throw new APIError("BAD_REQUEST", { code: "ALREADY_CONFIRMED", message: "This address is already confirmed: sign in." });
    const { password } = ctx.body;
    const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
    if (password.length < minPasswordLength) throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_SHORT", message: `Too short: use at least ${minPasswordLength} characters.` });
    if (password.length > maxPasswordLength) throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_LONG", message: `Too long: use at most ${maxPasswordLength} characters.` });

    const hash = await ctx.context.password.hash(password);
    const adapter = ctx.context.internalAdapter;
    if (await adapter.findCredentialAccount(user.id)) await adapter.updatePassword(user.id, hash);
    else await adapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: hash });
    const confirmed = await adapter.updateUser(user.id, { emailVerified: true });
    const session = await adapter.createSession(user.id);
    if (!session) throw new APIError("INTERNAL_SERVER_ERROR", { message: "The session could not be created." });
    await setSessionCookie(ctx, { session, user: confirmed });
    forgetSignUpBrowser(ctx);
    await forgetSignInAttempts(user.email);
    return ctx.json({ status: true });
  },
);

export function signUpConfirmation() {
  return {
    id: "staydesk-sign-up-confirmation",
    endpoints: { confirmSignUp },
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === SIGN_UP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = requiresConfirmation(ctx) ? acceptedSignUp(ctx) : null;
            if (email) await replaceUnconfirmedAccount(email);
          }),
        },
        {
          matcher: (ctx: { path?: string }) => ctx.path === VERIFY_EMAIL_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.query as { token?: unknown } | undefined)?.token;
            const link = typeof token === "string" ? await readSignUpLink(token, ctx.context.secret) : null;
            // An address change, or a link better-auth refuses by itself.
            if (!link) return;
            const user = await ctx.context.internalAdapter.findUserById(link.userId);
            if (!user || user.emailVerified || user.email !== link.email) return;
            if (await isSignUpBrowser(ctx, user.id)) return;
            throw ctx.redirect(choosePasswordPath(token as string, (ctx.query as { callbackURL?: unknown }).callbackURL));
          }),
        },
      ],
      after: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === SIGN_UP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            // Made (or answered as if made, for an address that has an account) without a session: to be confirmed.
            const returned = ctx.context.returned as { token?: unknown; user?: { id?: unknown } } | undefined;
            if (!returned || isAPIError(returned) || returned.token !== null || typeof returned.user?.id !== "string") return;
            await rememberSignUpBrowser(ctx, returned.user.id);
          }),
        },
        {
          matcher: (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            // The right password of an account not yet confirmed: better-auth has sent a fresh link.
            if (authErrorCode(ctx.context.returned) !== "EMAIL_NOT_VERIFIED") return;
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            const found = typeof email === "string" ? await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase()) : null;
            if (found) await rememberSignUpBrowser(ctx, found.user.id);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
