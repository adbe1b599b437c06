import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { MemberContext } from "../session/get-member";
import { readSkips, skipsAfter, type RecipientChoice } from "./recipient-choice";

/**
 * Keeps the member's choice of providers for their next enquiry: the ones they left out
 * (recipient-choice.ts says why not the ones they kept).
 */
export async function rememberRecipients(context: MemberContext, choice: RecipientChoice): Promise<void> {
  const db = getPrisma();
  const organizationId = context.organization.id;
  const [member, active] = await Promise.all([
    db.member.findFirst({ where: { id: context.member.id, organizationId }, select: { sendSkips: true } }),
    db.serviceConnection.findMany({ where: { organizationId, removedAt: null }, select: { id: true } }),
  ]);
  if (!member) return;
  const skips = skipsAfter(readSkips(member.sendSkips), choice, active.map((c) => c.id));
  const stored = skips.length > 0 ? JSON.stringify(skips) : null;
  if (stored === member.sendSkips) return;
  await db.member.updateMany({ where: { id: context.member.id, organizationId }, data: { sendSkips: stored } });
}
