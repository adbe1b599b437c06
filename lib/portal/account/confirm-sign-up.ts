import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";

/**
 * Finishes a sign-up from its confirmation link opened in another browser than the one
 * that signed up: the password chosen here becomes the account's, the address is
 * confirmed and this browser signed in (sign-up-confirmation.ts says why).
 */
export async function confirmSignUp(token: string, password: string): Promise<void> {
  try {
    await getAuth().api.confirmSignUp({ body: { token, password }, headers: await headers() });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN") {
      throw new PortalError("INVALID", "This link has expired or no longer works. Sign in with your address and password: we will send you a new one.", undefined, {
        href: "/sign-in",
        label: "Sign in",
      });
    }
    if (code === "ALREADY_CONFIRMED") throw new PortalError("INVALID", "This address is already confirmed.", undefined, { href: "/sign-in", label: "Sign in" });
    if (code?.startsWith("PASSWORD_TOO")) {
      const message = authErrorMessage(error, "Choose another password.");
      throw new PortalError("INVALID", message, { password: [message] });
    }
    throw error;
  }
}
