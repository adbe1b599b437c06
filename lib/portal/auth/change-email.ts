import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getAuth } from "./auth";
import { authErrorCode } from "./auth-error";

/**
 * Asks to change the signed-in user's address: a link goes to the new address, and the
 * account changes only when it is opened there. The answer is the same whether or not
 * another account uses the new address (better-auth then sends nothing).
 */
export async function changeEmail(user: SignedInUser, newEmail: string): Promise<void> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new PortalError("INVALID", "That is already your address.", { email: ["That is already your address."] });
  }
  try {
    await getAuth().api.changeEmail({ body: { newEmail, callbackURL: "/account?changed=email" }, headers: await headers() });
  } catch (error) {
    if (authErrorCode(error)) throw new PortalError("INVALID", "The address could not be changed. Try again in a moment.");
    throw error;
  }
}
