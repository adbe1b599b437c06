import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** A client as the enquiry list's filter and the export name it. */
export type BillingClient = { id: string; name: string; archived: boolean };

const byName = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/**
 * The organisation's clients an enquiry can be billed to, by name: those in use, and the
 * archived ones that enquiries name (their enquiries stay in the list and the export).
 */
export async function listBillingClients(organizationId: string): Promise<BillingClient[]> {
  const db = getPrisma();
  const clients = await db.client.findMany({ where: { organizationId }, select: { id: true, name: true, archivedAt: true } });
  const archived = clients.filter((c) => c.archivedAt !== null).map((c) => c.id);
  const named = archived.length
    ? new Set(
        (await db.trackedEnquiry.findMany({ where: { organizationId, clientId: { in: archived } }, distinct: ["clientId"], select: { clientId: true } })).map((e) => e.clientId),
      )
    : new Set<string | null>();
  return clients
    .filter((c) => c.archivedAt === null || named.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, archived: c.archivedAt !== null }))
    .sort((a, b) => byName.compare(a.name, b.name));
}
