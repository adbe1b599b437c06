import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { MemberContext } from "../session/get-member";
import { readSkips, type RecipientOption } from "./recipient-choice";

/**
 * The organisation's providers that can receive an enquiry (connections not removed), in
 * the order they were added, each ticked unless the member skipped it when they last
 * sent one: a provider connected since then is ticked.
 */
export async function listRecipients(context: MemberContext): Promise<RecipientOption[]> {
  const db = getPrisma();
  const [connections, member] = await Promise.all([
    db.serviceConnection.findMany({
      where: { organizationId: context.organization.id, removedAt: null },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, name: true, environment: true, baseUrl: true },
    }),
    db.member.findFirst({ where: { id: context.member.id, organizationId: context.organization.id }, select: { sendSkips: true } }),
  ]);
  const skips = new Set(readSkips(member?.sendSkips ?? null));
  return connections.map((c) => ({
    id: c.id,
    name: c.name,
    environment: c.environment === "production" ? "production" : "sandbox",
    remote: c.baseUrl !== null,
    chosen: !skips.has(c.id),
  }));
}
