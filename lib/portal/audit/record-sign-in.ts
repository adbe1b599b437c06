import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { recordAudit, requestAddress } from "./record-audit";

/**
 * A sign-in, or a failed one, in the trail of every organisation the account belongs to
 * (a failure with an address that has no account is nobody's to see). The e-mail tried is
 * kept, never the password.
 */
export async function recordSignIn(email: string, succeeded: boolean): Promise<void> {
  const db = getPrisma();
  const user = await db.portalUser.findFirst({ where: { email: email.trim().toLowerCase() }, select: { id: true, name: true } });
  if (!user) return;
  const memberships = await db.member.findMany({ where: { userId: user.id }, select: { organizationId: true } });
  const address = await requestAddress();
  for (const { organizationId } of memberships) {
    await recordAudit({
      organizationId,
      actor: succeeded ? { id: user.id, name: user.name } : { id: null, name: email },
      kind: succeeded ? "sign-in" : "sign-in-failed",
      summary: succeeded ? `${user.name} signed in.` : `A sign-in as ${email} failed: wrong password.`,
      address,
    });
  }
}
