import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getEnv } from "@/lib/env";
import { getSpecialistBySession, type SignedInSpecialist } from "../auth/get-specialist-by-session";
import { SESSION_TTL_MS, SPECIALIST_COOKIE } from "../auth/session-token";

// The cookie is scoped to /specialist: a specialist's browser never sends it to the
// portal's pages, and the portal's session cookie means nothing here.
const COOKIE_PATH = "/specialist";

/** The signed-in specialist, or null. */
export async function getSignedInSpecialist(): Promise<SignedInSpecialist | null> {
  const store = await cookies();
  return getSpecialistBySession(store.get(SPECIALIST_COOKIE)?.value);
}

/** The signed-in specialist; anyone else is sent to the back office's sign-in. */
export async function requireSpecialist(): Promise<SignedInSpecialist> {
  const specialist = await getSignedInSpecialist();
  if (!specialist) redirect("/specialist/sign-in");
  return specialist;
}

export async function setSessionCookie(token: string): Promise<void> {
  const store = await cookies();
  store.set(SPECIALIST_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().PORTAL_URL?.startsWith("https:") ?? false,
    path: COOKIE_PATH,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

/** Removes the cookie and returns the token it held. */
export async function clearSessionCookie(): Promise<string | undefined> {
  const store = await cookies();
  const token = store.get(SPECIALIST_COOKIE)?.value;
  store.set(SPECIALIST_COOKIE, "", { httpOnly: true, sameSite: "lax", path: COOKIE_PATH, maxAge: 0 });
  return token;
}
