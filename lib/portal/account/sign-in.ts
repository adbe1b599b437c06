import "server-only";
import { headers } from "next/headers";
import { recordSignIn } from "../audit/record-sign-in";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import { sessionHeaders } from "../auth/session-headers";

export type SignInInput = { email: string; password: string; /** Where a fresh confirmation link lands, for an account not yet confirmed. */ callbackPath?: string };

/**
 * Checks the password and sets the session cookie (through better-auth's nextCookies);
 * returns the user and headers carrying the new session. Attempts are limited inside
 * better-auth (attempt-limits.ts), for this form and its HTTP endpoint alike.
 */
export async function signIn({ email, password, callbackPath }: SignInInput): Promise<{ user: SignedInUser; sessionHeaders: Headers }> {
  try {
    const incoming = await headers();
    const { headers: set, response } = await getAuth().api.signInEmail({ body: { email, password, callbackURL: callbackPath }, headers: incoming, returnHeaders: true });
    await recordSignIn(email, true);
    return {
      user: { id: response.user.id, name: response.user.name, email: response.user.email },
      sessionHeaders: sessionHeaders(incoming, set),
    };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") await recordSignIn(email, false);
    if (code === "INVALID_EMAIL_OR_PASSWORD") throw new PortalError("INVALID_CREDENTIALS", "The e-mail address or the password is wrong.");
    if (code === "EMAIL_NOT_VERIFIED") {
      // Only with the right password: better-auth has just sent a new link.
      throw new PortalError("NOT_VERIFIED", `Confirm your e-mail address first: we have sent a new link to ${email}. Open it to finish creating your account.`);
    }
    if (code === "TOO_MANY_SIGN_IN_ATTEMPTS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many sign-in attempts. Try again later."));
    throw error;
  }
}
