import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";

/**
 * "Forgot password?": e-mails a link to choose a new password, valid for a short time and
 * once, if an account uses the address. The answer is the same either way. Requests are
 * limited per address and per client network (attempt-limits.ts), for this form and the
 * HTTP endpoint alike.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: await headers() });
  } catch (error) {
    if (authErrorCode(error) === "TOO_MANY_RESET_LINKS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many password reset requests. Try again later."));
    throw error;
  }
}
