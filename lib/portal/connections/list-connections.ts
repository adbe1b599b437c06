import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { CONNECTION_VIEW_SELECT, toConnectionView, type ConnectionView } from "./get-connection";

export type RemovedConnection = { id: string; name: string; baseUrl: string | null; removedAt: Date };

/** The organisation's connections, oldest first (the first is the default where one provider is meant). */
export async function listConnections(organizationId: string): Promise<ConnectionView[]> {
  const rows = await getPrisma().serviceConnection.findMany({
    where: { organizationId, removedAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: CONNECTION_VIEW_SELECT,
  });
  return rows.map(toConnectionView);
}

/** The connections an admin removed, newest first: their enquiries are still readable as history. */
export async function listRemovedConnections(organizationId: string): Promise<RemovedConnection[]> {
  const rows = await getPrisma().serviceConnection.findMany({
    where: { organizationId, removedAt: { not: null } },
    orderBy: { removedAt: "desc" },
    take: 50,
    select: { id: true, name: true, baseUrl: true, removedAt: true },
  });
  return rows.map((row) => ({ ...row, removedAt: row.removedAt! }));
}
