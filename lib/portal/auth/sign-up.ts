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
      throw new PortalError("EMAIL_TAKEN", "This e-mail address already has an account.", {
        email: ["This e-mail address already has an account. Sign in instead."],
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
