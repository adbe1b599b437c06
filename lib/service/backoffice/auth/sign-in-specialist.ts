import { hashPassword, verifyPassword } from "better-auth/crypto";
import { getPrisma } from "@/lib/db/prisma";
import { newId } from "../../ids";
import { SESSION_TTL_MS, hashSessionToken, newSessionToken } from "./session-token";

// Verified against when the e-mail is unknown, so that a wrong e-mail takes as long as a
// wrong password and the answer does not tell which one was wrong.
let dummyHash: Promise<string> | undefined;

/** A new session for the specialist with these credentials, or null. */
export async function signInSpecialist(email: string, password: string): Promise<{ token: string; expiresAt: Date } | null> {
  const db = getPrisma();
  const specialist = await db.specialist.findUnique({ where: { email: email.trim().toLowerCase() } });
  dummyHash ??= hashPassword("not a password of anyone");
  const ok = await verifyPassword({ hash: specialist?.passwordHash ?? (await dummyHash), password });
  if (!specialist || !ok) return null;
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.specialistSession.create({ data: { id: newId(), specialistId: specialist.id, tokenHash: hashSessionToken(token), expiresAt } });
  return { token, expiresAt };
}
