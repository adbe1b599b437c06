import "server-only";
import { randomBytes } from "node:crypto";
import type { AuthContext } from "better-auth";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { boundedName } from "@/lib/shared/plain-name";
import { getPortalUrl } from "../portal-url";

export const UNDO_EMAIL_CHANGE_DAYS = 7;

/** The stored key of an undo link's token (better-auth's verification table, stored hashed as every identifier there). */
export const undoIdentifier = (token: string) => `undo-email-change:${token}`;

export type EmailChange = { userId: string; name: string; oldEmail: string; newEmail: string };

/**
 * Once an account's address has changed: tells the old address what changed, with a link
 * that works once, for a week, to put it back (undo-email-change.ts). `once` names the
 * change (the confirmation link that made it), so that it is told once.
 */
export async function offerEmailChangeUndo(context: AuthContext, change: EmailChange, once: string): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  const validDays = UNDO_EMAIL_CHANGE_DAYS;
  await context.internalAdapter.createVerificationValue({
    identifier: undoIdentifier(token),
    value: JSON.stringify({ userId: change.userId, oldEmail: change.oldEmail, newEmail: change.newEmail }),
    expiresAt: new Date(Date.now() + validDays * 24 * 60 * 60_000),
  });
  const added = await enqueueMail({
    kind: "email-changed",
    dedupeKey: `email-changed:${change.userId}:${once}`,
    recipient: change.oldEmail,
    userId: change.userId,
    data: {
      name: boundedName(change.name, 80) || change.oldEmail,
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      undoLink: `${getPortalUrl()}/undo-email-change?${new URLSearchParams({ token })}`,
      validDays,
    },
  });
  // Told already (the same link opened again), or no mail is sent: no second way back.
  if (!added) await context.internalAdapter.deleteVerificationByIdentifier(undoIdentifier(token));
}
