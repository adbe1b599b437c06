import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";

/** Sets the new password of the reset link's account; the link then stops working, and every session of the account ends. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword }, headers: await headers() });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      throw new PortalError("INVALID", "This link has expired or was already used.", undefined, { href: "/forgot-password", label: "Ask for a new link" });
    }
    if (code?.startsWith("PASSWORD_TOO")) {
      const message = authErrorMessage(error, "Choose another password.");
      throw new PortalError("INVALID", message, { password: [message] });
    }
    throw error;
  }
}
