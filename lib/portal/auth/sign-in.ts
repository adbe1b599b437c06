import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "./auth";
import { authErrorCode } from "./auth-error";
import { clearFailures, lockedForMinutes, recordFailure } from "./throttle";

export type SignInInput = { email: string; password: string };

/** Checks the password and sets the session cookie (through better-auth's nextCookies). */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  const key = email.toLowerCase();
  const minutes = lockedForMinutes(key);
  if (minutes > 0) {
    throw new PortalError("TOO_MANY_ATTEMPTS", `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`);
  }
  try {
    await getAuth().api.signInEmail({ body: { email, password }, headers: await headers() });
    clearFailures(key);
  } catch (error) {
    if (authErrorCode(error) === "INVALID_EMAIL_OR_PASSWORD") {
      recordFailure(key);
      throw new PortalError("INVALID_CREDENTIALS", "The e-mail address or the password is wrong.");
    }
    throw error;
  }
}
