import "server-only";
import { headers } from "next/headers";
import { recordSignIn } from "../audit/record-sign-in";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getAuth } from "./auth";
import { authErrorCode, authErrorMessage } from "./auth-error";
import { sessionHeaders } from "./session-headers";

export type SignInInput = { email: string; password: string };

/**
 * Checks the password and sets the session cookie (through better-auth's nextCookies);
 * returns the user and headers carrying the new session. Attempts per account are
 * limited inside better-auth (auth.ts), for this form and its HTTP endpoint alike.
 */
export async function signIn({ email, password }: SignInInput): Promise<{ user: SignedInUser; sessionHeaders: Headers }> {
  try {
    const incoming = await headers();
    const { headers: set, response } = await getAuth().api.signInEmail({ body: { email, password }, headers: incoming, returnHeaders: true });
    await recordSignIn(email, true);
    return {
      user: { id: response.user.id, name: response.user.name, email: response.user.email },
      sessionHeaders: sessionHeaders(incoming, set),
    };
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") await recordSignIn(email, false);
    if (code === "INVALID_EMAIL_OR_PASSWORD") throw new PortalError("INVALID_CREDENTIALS", "The e-mail address or the password is wrong.");
    if (code === "TOO_MANY_SIGN_IN_ATTEMPTS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many sign-in attempts. Try again later."));
    throw error;
  }
}
