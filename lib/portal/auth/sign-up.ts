import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import { getAuth } from "./auth";
import { authErrorCode, authErrorMessage } from "./auth-error";

export type SignUpInput = { name: string; email: string; password: string };

/** Creates the user and signs them in. */
export async function signUp(input: SignUpInput): Promise<void> {
  try {
    await getAuth().api.signUpEmail({ body: input, headers: await headers() });
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) {
      // Worded so as not to confirm that the address has an account: the form must not
      // be a way to find out who uses Staydesk.
      throw new PortalError("EMAIL_TAKEN", "No account could be created with these details.", {
        email: ["No new account can be made with this address. If you already have one, sign in instead."],
      });
    }
    if (code?.startsWith("PASSWORD_TOO") || code === "INVALID_EMAIL") {
      const field = code === "INVALID_EMAIL" ? "email" : "password";
      const message = authErrorMessage(error, "Invalid value.");
      throw new PortalError("INVALID", message, { [field]: [message] });
    }
    throw error;
  }
}
