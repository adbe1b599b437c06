import "server-only";
import { getPrisma } from "@/lib/db/prisma";

export type ShareLinkSummary = {
  id: string;
  tokenHint: string;
  createdAt: Date;
  expiresAt: Date;
  status: "active" | "expired" | "revoked";
  /** When the client opened it (no address or browser is kept). */
  views: { count: number; first: Date | null; last: Date | null };
};

/** The organisation's links to one enquiry, newest first. */
export async function listShareLinks(organizationId: string, serviceReference: string): Promise<ShareLinkSummary[]> {
  const rows = await getPrisma().shareLink.findMany({
    where: { organizationId, serviceReference },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, tokenHint: true, createdAt: true, expiresAt: true, revokedAt: true, viewCount: true, firstViewedAt: true, lastViewedAt: true },
  });
  const now = Date.now();
  return rows.map(({ revokedAt, viewCount, firstViewedAt, lastViewedAt, ...row }) => ({
    ...row,
    views: { count: viewCount, first: firstViewedAt, last: lastViewedAt },
    status: revokedAt ? "revoked" : row.expiresAt.getTime() <= now ? "expired" : "active",
  }));
}
