import "server-only";
import { headers } from "next/headers";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import { INVALID_NAME } from "../auth/person-name-rule";
import { sessionHeaders } from "../auth/session-headers";

export type SignUpInput = { name: string; email: string; password: string; /** Where the confirmation link lands, signed in. */ callbackPath: string };

/**
 * Creates the account. With sign-up confirmed by e-mail (the default) nobody is signed
 * in: the answer is "check your inbox" whether or not the address already had an account
 * (better-auth then answers with a made-up user and tells the owner by e-mail), so the
 * form cannot be used to find out who uses Staydesk. Without confirmation, the new user
 * is signed in at once.
 */
export async function signUp(input: SignUpInput): Promise<{ status: "check-inbox" } | { status: "signed-in"; user: SignedInUser; sessionHeaders: Headers }> {
  const { callbackPath, ...body } = input;
  try {
    const incoming = await headers();
    const { headers: set, response } = await getAuth().api.signUpEmail({ body: { ...body, callbackURL: callbackPath }, headers: incoming, returnHeaders: true });
    if (!response.token) return { status: "check-inbox" };
    return {
      status: "signed-in",
      user: { id: response.user.id, name: response.user.name, email: response.user.email },
      sessionHeaders: sessionHeaders(incoming, set),
    };
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.startsWith("USER_ALREADY_EXISTS")) {
      // Only without e-mail confirmation: worded so as not to confirm that the address has an account.
      throw new PortalError("EMAIL_TAKEN", "No account could be created with these details.", {
        email: ["No new account can be made with this address. If you already have one, sign in instead."],
      });
    }
    if (code === "TOO_MANY_SIGN_UP_ATTEMPTS") throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many sign-up attempts. Try again later."));
    if (code?.startsWith("PASSWORD_TOO") || code === "INVALID_EMAIL" || code === INVALID_NAME) {
      const field = code === "INVALID_EMAIL" ? "email" : code === INVALID_NAME ? "name" : "password";
      const message = authErrorMessage(error, "Invalid value.");
      throw new PortalError("INVALID", message, { [field]: [message] });
    }
    throw error;
  }
}
