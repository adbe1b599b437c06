import "server-only";
import { headers } from "next/headers";
import { getAuth } from "./auth";

/**
 * "Forgot password?": e-mails a link to choose a new password, valid for a short time and
 * once, if an account uses the address. The answer is the same either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await getAuth().api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: await headers() });
}
