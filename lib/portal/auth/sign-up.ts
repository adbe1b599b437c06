import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getAuth } from "./auth";
import { authErrorCode, authErrorMessage } from "./auth-error";
import { sessionHeaders } from "./session-headers";

export type SignUpInput = { name: string; email: string; password: string };

/** Creates the user and signs them in; returns the user and headers carrying the new session. */
export async function signUp(input: SignUpInput): Promise<{ user: SignedInUser; sessionHeaders: Headers }> {
  try {
    const incoming = await headers();
    const { headers: set, response } = await getAuth().api.signUpEmail({ body: input, headers: incoming, returnHeaders: true });
    return {
      user: { id: response.user.id, name: response.user.name, email: response.user.email },
      sessionHeaders: sessionHeaders(incoming, set),
    };
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) {
      // Worded so as not to confirm that the address has an account: the form must not
      // be a way to find out who uses Staydesk.
      throw new PortalError("EMAIL_TAKEN", "No account could be created with these details.", {
        email: ["No new account can be made with this address. If you already have one, sign in instead."],
      });
    }
    if (code === "TOO_MANY_SIGN_UP_ATTEMPTS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many sign-up attempts. Try again later."));
    if (code?.startsWith("PASSWORD_TOO") || code === "INVALID_EMAIL") {
      const field = code === "INVALID_EMAIL" ? "email" : "password";
      const message = authErrorMessage(error, "Invalid value.");
      throw new PortalError("INVALID", message, { [field]: [message] });
    }
    throw error;
  }
}
