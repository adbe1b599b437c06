import "server-only";
import type { AmendmentChange } from "@/lib/contract/amendment";
import { getPrisma } from "@/lib/db/prisma";

/** An amendment as the portal keeps it (record-amendment.ts). */
export type StoredAmendment = { id: string; version: number; changes: AmendmentChange[]; authorName: string | null; amendedAt: Date };

/** An enquiry has few amendments; beyond these, the oldest are not shown. */
const MAX_PER_PROVIDER = 50;

/**
 * The amendments the portal knows of each provider's enquiry of an agency enquiry of the
 * organisation, newest first, by connection id (a provider without any is left out). Only
 * the organisation's own rows are read, whatever references are asked for.
 */
export async function listAmendments(
  organizationId: string,
  providers: readonly { connectionId: string; serviceReference: string }[],
): Promise<Map<string, StoredAmendment[]>> {
  const byProvider = new Map<string, StoredAmendment[]>();
  if (providers.length === 0) return byProvider;
  const rows = await getPrisma().portalAmendment.findMany({
    where: { organizationId, OR: providers.map(({ connectionId, serviceReference }) => ({ connectionId, serviceReference })) },
    orderBy: [{ amendedAt: "desc" }, { version: "desc" }],
    select: { connectionId: true, amendmentId: true, version: true, changes: true, authorName: true, amendedAt: true },
  });
  for (const row of rows) {
    const list = byProvider.get(row.connectionId) ?? [];
    if (list.length >= MAX_PER_PROVIDER) continue;
    list.push({ id: row.amendmentId, version: row.version, changes: JSON.parse(row.changes) as AmendmentChange[], authorName: row.authorName, amendedAt: row.amendedAt });
    byProvider.set(row.connectionId, list);
  }
  return byProvider;
}
