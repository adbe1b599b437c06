import "server-only";
import { randomBytes } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { revokeStreams } from "../live/revoke-streams";
import { RESET_LINK_MINUTES } from "../auth/account-mail";
import { forgetSignInAttempts } from "../auth/attempt-limits";
import { getAuth } from "../auth/auth";
import { getEmailChangeUndo } from "./get-email-change-undo";
import { undoIdentifier } from "../auth/offer-email-change-undo";

const gone = () => new PortalError("INVALID", "This link has expired or was already used.");

/**
 * Puts an account's old address back from the link e-mailed to it when it changed: the
 * old mailbox proves its owner, and whoever made the change knew the password. So the
 * account signs in as the old address again (confirmed), every session of it ends, its
 * password stops working, and the token of a password reset is returned for the owner to
 * choose a new one at once (or later, from "Forgot password" at the old address). An unconfirmed, unused account made with the old address meanwhile is removed
 * (it would be someone's pre-registration); a confirmed one is not, and the undo is refused.
 */
export async function undoEmailChange(token: string): Promise<{ email: string; resetToken: string }> {
  const change = await getEmailChangeUndo(token);
  if (!change) throw gone();
  const db = getPrisma();
  const holder = await db.portalUser.findUnique({ where: { email: change.oldEmail }, select: { id: true, emailVerified: true, _count: { select: { members: true } } } });
  if (holder && holder.id !== change.userId && (holder.emailVerified || holder._count.members > 0)) {
    throw new PortalError("CONFLICT", `${change.oldEmail} is now the address of another Staydesk account, so the change cannot be undone. Sign in with that account, or choose a new password for it.`, undefined, {
      href: "/forgot-password",
      label: "Choose a new password",
    });
  }
  const auth = await getAuth().$context;
  // Once, even when the link is sent twice at the same moment.
  if (!(await auth.internalAdapter.consumeVerificationValue(undoIdentifier(token)))) throw gone();

  const sessions = await db.$transaction(async (tx) => {
    if (holder && holder.id !== change.userId) await tx.portalUser.delete({ where: { id: holder.id } });
    await tx.portalUser.update({ where: { id: change.userId }, data: { email: change.oldEmail, emailVerified: true } });
    // Known to whoever made the change: nobody signs in with it again, the owner chooses another.
    await tx.portalAccount.updateMany({ where: { userId: change.userId, providerId: "credential" }, data: { password: null } });
    const ended = await tx.portalSession.findMany({ where: { userId: change.userId }, select: { id: true } });
    await tx.portalSession.deleteMany({ where: { userId: change.userId } });
    return ended;
  });
  for (const session of sessions) revokeStreams({ kind: "session", sessionId: session.id });
  await forgetSignInAttempts(change.oldEmail);

  // The token of better-auth's own reset link (auth.ts), so the reset page and its rules do the rest.
  const resetToken = randomBytes(24).toString("base64url");
  await auth.internalAdapter.createVerificationValue({
    identifier: `reset-password:${resetToken}`,
    value: change.userId,
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  });
  return { email: change.oldEmail, resetToken };
}
