import { randomBytes } from "node:crypto";
import type { DbTx } from "@/lib/db/prisma";
import { newId } from "../ids";

export type AccountRecord = { id: string; name: string; displayName: string | null; linked: boolean };

/** The account of that name, created (linked, with a fresh webhook key) if missing. */
export async function ensureAccount(db: DbTx, name: string): Promise<AccountRecord> {
  return db.account.upsert({
    where: { name },
    update: {},
    create: { id: newId(), name, verificationKey: randomBytes(32).toString("base64url") },
    select: { id: true, name: true, displayName: true, linked: true },
  });
}
