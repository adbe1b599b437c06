import "server-only";
import type { GenericEndpointContext } from "better-auth";
import { VERIFY_LINK_HOURS } from "./account-mail";

// The browser that chose an unconfirmed account's password: the one that signed up, or
// signed in with that password and was told to confirm first. A signed cookie names the
// account, for as long as a confirmation link works. A confirmation link opened there
// signs in at once (its password is the one this browser chose); opened anywhere else,
// the person who opened it chooses the password (sign-up-confirmation.ts), so that a
// password set by someone else never survives the confirmation of the address.

const COOKIE = "sign_up";

function cookieOf(ctx: GenericEndpointContext) {
  return ctx.context.createAuthCookie(COOKIE, { maxAge: VERIFY_LINK_HOURS * 60 * 60 });
}

export async function rememberSignUpBrowser(ctx: GenericEndpointContext, userId: string): Promise<void> {
  const cookie = cookieOf(ctx);
  await ctx.setSignedCookie(cookie.name, userId, ctx.context.secret, cookie.attributes);
}

/** Whether this request comes from the browser that chose the password of `userId`. */
export async function isSignUpBrowser(ctx: GenericEndpointContext, userId: string): Promise<boolean> {
  return (await ctx.getSignedCookie(cookieOf(ctx).name, ctx.context.secret)) === userId;
}

export function forgetSignUpBrowser(ctx: GenericEndpointContext): void {
  const cookie = cookieOf(ctx);
  ctx.setCookie(cookie.name, "", { ...cookie.attributes, maxAge: 0 });
}
