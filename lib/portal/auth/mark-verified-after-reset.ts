import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { forgetSignInAttempts } from "./attempt-limits";

/**
 * After a password reset: the link came through the account's mailbox, which confirms
 * the address, and the account starts afresh (a person locked out by failed attempts,
 * who then reset their password, can sign in at once).
 */
export async function markVerifiedAfterReset({ user }: { user: { id: string; email: string; emailVerified: boolean } }): Promise<void> {
  if (!user.emailVerified) await getPrisma().portalUser.update({ where: { id: user.id }, data: { emailVerified: true } });
  await forgetSignInAttempts(user.email);
}
