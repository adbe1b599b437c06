import "server-only";
import { verifyJWT } from "better-auth/crypto";

// A sign-up's confirmation link: better-auth signs its token (a JWT with the secret of
// auth.ts) with the address and the account it was made for. The link of an address
// change carries `updateTo` and is not one.

export type SignUpLink = { email: string; userId: string };

/** The account a sign-up's confirmation link names, or null (another kind of link, expired, or not signed by this server). */
export async function readSignUpLink(token: string, secret: string): Promise<SignUpLink | null> {
  const payload = await verifyJWT(token, secret);
  if (!payload || payload.updateTo !== undefined) return null;
  const { email, userId } = payload;
  return typeof email === "string" && typeof userId === "string" ? { email, userId } : null;
}

/**
 * The portal's page where the person who opened a confirmation link chooses the password
 * (/verify-email with the token), going on afterwards where the link would have. A link's
 * landing is already /verify-email?next=…: its `next` is kept rather than nested.
 */
export function choosePasswordPath(token: string, callbackURL: unknown): string {
  let next = typeof callbackURL === "string" && callbackURL ? callbackURL : "/dashboard";
  const landing = new URL(next, "http://portal.invalid");
  if (landing.pathname === "/verify-email") next = landing.searchParams.get("next") ?? "/dashboard";
  return `/verify-email?${new URLSearchParams({ token, next })}`;
}
