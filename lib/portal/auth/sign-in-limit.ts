import "server-only";
import { getPrisma } from "@/lib/db/prisma";

// Sign-in attempts per account, whichever way they arrive (the portal's form or
// better-auth's own POST /api/auth/sign-in/email) and from however many addresses. Every
// attempt counts, before the password is checked, in ONE statement (an upsert that
// returns the new count), so parallel attempts cannot all pass a count read before any
// of them was written. In the database: it holds across processes and restarts, and no
// number of other addresses pushes an account out of it. A success clears the count.
// The statement is the same on SQLite and PostgreSQL (quoted identifiers, ON CONFLICT).

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_ATTEMPTS = 10;

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterMinutes: number };

/** Counts one attempt for the address and says whether it may go ahead. */
export async function consumeSignInAttempt(email: string, now = Date.now()): Promise<SignInVerdict> {
  const key = email.trim().toLowerCase();
  const resetAt = BigInt(now + SIGN_IN_WINDOW_MS);
  const nowMs = BigInt(now);
  const [row] = await getPrisma().$queryRaw<{ attempts: number | bigint; resetAt: number | bigint }[]>`
    INSERT INTO "SignInLimit" ("email", "attempts", "resetAt") VALUES (${key}, 1, ${resetAt})
    ON CONFLICT ("email") DO UPDATE SET
      "attempts" = CASE WHEN "SignInLimit"."resetAt" <= ${nowMs} THEN 1 ELSE "SignInLimit"."attempts" + 1 END,
      "resetAt"  = CASE WHEN "SignInLimit"."resetAt" <= ${nowMs} THEN ${resetAt} ELSE "SignInLimit"."resetAt" END
    RETURNING "attempts", "resetAt"`;
  if (!row || Number(row.attempts) <= SIGN_IN_MAX_ATTEMPTS) return { allowed: true };
  return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil((Number(row.resetAt) - now) / 60_000)) };
}

/** After a successful sign-in: the account starts afresh. */
export async function clearSignInAttempts(email: string): Promise<void> {
  await getPrisma().signInLimit.deleteMany({ where: { email: email.trim().toLowerCase() } });
}
