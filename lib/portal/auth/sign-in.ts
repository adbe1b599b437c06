import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "./auth";
import { authErrorCode, authErrorMessage } from "./auth-error";

export type SignInInput = { email: string; password: string };

/**
 * Checks the password and sets the session cookie (through better-auth's nextCookies).
 * Attempts per account are limited inside better-auth (auth.ts), for this form and its
 * HTTP endpoint alike.
 */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  try {
    await getAuth().api.signInEmail({ body: { email, password }, headers: await headers() });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_EMAIL_OR_PASSWORD") throw new PortalError("INVALID_CREDENTIALS", "The e-mail address or the password is wrong.");
    if (code === "TOO_MANY_SIGN_IN_ATTEMPTS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many sign-in attempts. Try again later."));
    throw error;
  }
}
