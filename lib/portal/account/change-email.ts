import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";

/**
 * Asks to change the signed-in user's address, with their current password: a link goes
 * to the new address, and the account changes only when it is opened there; the old
 * address is then told, with a way back (email-change-guard.ts). The answer is the same
 * whether or not another account uses the new address (better-auth then sends nothing).
 */
export async function changeEmail(user: SignedInUser, newEmail: string, password: string): Promise<void> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new PortalError("INVALID", "That is already your address.", { email: ["That is already your address."] });
  }
  // The password is read by the guard's hook; better-auth's own schema of the body does not name it.
  const body = { newEmail, password, callbackURL: "/account?changed=email" } as { newEmail: string; callbackURL: string };
  try {
    await getAuth().api.changeEmail({ body, headers: await headers() });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_PASSWORD" || code === "PASSWORD_REQUIRED") {
      const message = authErrorMessage(error, "The password is wrong.");
      throw new PortalError("INVALID", message, { password: [message] });
    }
    if (code === "TOO_MANY_SIGN_IN_ATTEMPTS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many attempts. Try again later."));
    if (code) throw new PortalError("INVALID", "The address could not be changed. Try again in a moment.");
    throw error;
  }
}
