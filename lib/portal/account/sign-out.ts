import "server-only";
import { headers } from "next/headers";
import { getAuth } from "../auth/auth";
import { authErrorCode } from "../auth/auth-error";

/** Ends the session and clears its cookie; without a session there is nothing to do. */
export async function signOut(): Promise<void> {
  try {
    await getAuth().api.signOut({ headers: await headers() });
  } catch (error) {
    if (!authErrorCode(error)) throw error;
  }
}
