import { hashPassword, verifyPassword } from "better-auth/crypto";
import { signInLimiter } from "@/lib/attempt-limits/sign-in-limiter";
import { getPrisma } from "@/lib/db/prisma";
import { ServiceError } from "../../errors";
import { newId } from "../../ids";
import { SESSION_TTL_MS, hashSessionToken, newSessionToken } from "./session-token";

// Verified against when the e-mail is unknown, so that a wrong e-mail takes as long as a
// wrong password and the answer does not tell which one was wrong.
let dummyHash: Promise<string> | undefined;

// The portal's limits, counted apart: specialists are the most privileged accounts.
const attempts = signInLimiter("backoffice");

export type SpecialistSignIn = { email: string; password: string; /** the client's, as server.ts worked it out */ address: string };

/**
 * A new session for the specialist with these credentials, or null. Attempts are limited
 * per account and per address before the password is checked: beyond the limits, a
 * TOO_MANY_REQUESTS error says in words when to try again.
 */
export async function signInSpecialist({ email, password, address }: SpecialistSignIn): Promise<{ token: string; expiresAt: Date } | null> {
  const verdict = await attempts.attempt(email, address);
  if (!verdict.allowed) {
    throw new ServiceError("TOO_MANY_REQUESTS", verdict.message, { headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
  }
  const db = getPrisma();
  const specialist = await db.specialist.findUnique({ where: { email: email.trim().toLowerCase() } });
  dummyHash ??= hashPassword("not a password of anyone");
  const ok = await verifyPassword({ hash: specialist?.passwordHash ?? (await dummyHash), password });
  if (!specialist || !ok) {
    attempts.failed(email, address);
    return null;
  }
  await attempts.succeeded(email, address);
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.specialistSession.create({ data: { id: newId(), specialistId: specialist.id, tokenHash: hashSessionToken(token), expiresAt } });
  return { token, expiresAt };
}
