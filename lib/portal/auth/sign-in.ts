import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "./auth";
import type { SignedInUser } from "../session/get-member";
import { authErrorCode } from "./auth-error";
import { sessionHeaders } from "./session-headers";
import { clearFailures, lockedForMinutes, recordFailure } from "./throttle";

export type SignInInput = { email: string; password: string };

/**
 * Checks the password and sets the session cookie (through better-auth's nextCookies);
 * returns the user and headers carrying the new session.
 */
export async function signIn({ email, password }: SignInInput): Promise<{ user: SignedInUser; sessionHeaders: Headers }> {
  const key = email.toLowerCase();
  const minutes = lockedForMinutes(key);
  if (minutes > 0) {
    throw new PortalError("TOO_MANY_ATTEMPTS", `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  try {
    const incoming = await headers();
    const { headers: set, response } = await getAuth().api.signInEmail({ body: { email, password }, headers: incoming, returnHeaders: true });
    clearFailures(key);
    return {
      user: { id: response.user.id, name: response.user.name, email: response.user.email },
      sessionHeaders: sessionHeaders(incoming, set),
    };
  } catch (error) {
    if (authErrorCode(error) === "INVALID_EMAIL_OR_PASSWORD") {
      recordFailure(key);
      throw new PortalError("INVALID_CREDENTIALS", "The e-mail address or the password is wrong.");
    }
    throw error;
  }
}
