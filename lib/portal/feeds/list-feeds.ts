import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { FEED_FORMATS, isFeedFormat, type FeedFormat } from "./feed-formats";

export type FeedSummary = { id: string; format: FeedFormat; label: string; tokenHint: string; createdAt: Date; rotatedAt: Date | null; lastReadAt: Date | null };

/** The client's feeds still working (a revoked one is gone for good), newest first; scoped to the organisation. */
export async function listFeeds(organizationId: string, clientId: string): Promise<FeedSummary[]> {
  const rows = await getPrisma().clientFeed.findMany({
    where: { organizationId, clientId, revokedAt: null },
    select: { id: true, format: true, tokenHint: true, createdAt: true, rotatedAt: true, lastReadAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.flatMap((row) => (isFeedFormat(row.format) ? [{ ...row, format: row.format, label: FEED_FORMATS[row.format].label }] : []));
}
