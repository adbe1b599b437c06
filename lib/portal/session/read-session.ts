import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { getAuth, type Auth } from "../auth/auth";

/** The session and its user, as better-auth's getSession answers them; null when signed out. */
export type SessionWithUser = Awaited<ReturnType<Auth["api"]["getSession"]>>;

/**
 * The session a request's cookie names. Most requests carry a valid cookie for a session
 * that needs nothing done: for those the cookie's signature is checked here and the
 * session read with better-auth's own adapter, without its endpoint's machinery (a
 * context built per call, the signature checked through WebCrypto). Every other case
 * (a cookie that does not verify, a session gone, expired or due to be extended, the
 * name sent twice) is better-auth's getSession's to answer, as before: this only ever
 * gives the answer it would give, and never writes.
 */
export async function readSession(headers: Headers): Promise<SessionWithUser> {
  const auth = getAuth();
  const context = await auth.$context;
  const name = context.authCookies.sessionToken.name;
  const cookieHeader = headers.get("cookie") ?? "";
  const sent = countOccurrences(cookieHeader, `${name}=`);
  if (sent === 0) return null;
  const value = sent === 1 ? parseCookies(cookieHeader).get(name) : undefined;
  const token = value ? verifiedToken(value, context.secret) : null;
  if (token) {
    const found = await context.internalAdapter.findSession(token);
    if (found && !needsWork(found.session.expiresAt, context.sessionConfig)) return found as NonNullable<SessionWithUser>;
  }
  return auth.api.getSession({ headers });
}

/**
 * The token a signed cookie value carries (`token.signature`, the signature an HMAC-SHA256
 * of the token with the secret, in base64), or null when it does not verify.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** Expired (better-auth deletes it), or old enough that better-auth extends it on this read. */
function needsWork(expiresAt: Date, config: { expiresIn: number; updateAge: number }): boolean {
  const now = Date.now();
  if (expiresAt.getTime() <= now) return true;
  return expiresAt.getTime() - config.expiresIn * 1000 + config.updateAge * 1000 <= now;
}

function countOccurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count++;
  return count;
}
