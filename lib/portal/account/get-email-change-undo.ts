import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "../auth/auth";
import { undoIdentifier } from "../auth/offer-email-change-undo";

export type EmailChangeUndo = { userId: string; oldEmail: string; newEmail: string };

/** The change an undo link puts back, while the link still works (not used, not expired, its account still there); null otherwise. */
export async function getEmailChangeUndo(token: string): Promise<EmailChangeUndo | null> {
  if (!token || token.length > 200) return null;
  const row = await (await getAuth().$context).internalAdapter.findVerificationValue(undoIdentifier(token));
  if (!row || row.expiresAt < new Date()) return null;
  const change = JSON.parse(row.value) as Partial<EmailChangeUndo>;
  if (typeof change.userId !== "string" || typeof change.oldEmail !== "string" || typeof change.newEmail !== "string") return null;
  const user = await getPrisma().portalUser.findUnique({ where: { id: change.userId }, select: { id: true } });
  return user ? { userId: change.userId, oldEmail: change.oldEmail, newEmail: change.newEmail } : null;
}
