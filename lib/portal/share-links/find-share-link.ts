import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { hashShareToken, isShareTokenShape } from "./share-token";

/** A quote a link shows: one per provider. */
export type SharedQuoteRef = { connectionId: string; serviceReference: string; quoteId: string };

/** `serviceReference` is the agency enquiry's reference (TrackedEnquiry.reference). */
export type LiveShareLink = { id: string; organizationId: string; serviceReference: string; quotes: SharedQuoteRef[]; tokenHint: string };

/** The link a token opens, if it still works: unknown, revoked and expired links are all null. */
export async function findLiveShareLink(token: string, now = new Date()): Promise<LiveShareLink | null> {
  if (!isShareTokenShape(token)) return null;
  const link = await getPrisma().shareLink.findUnique({
    where: { tokenHash: hashShareToken(token) },
    select: { id: true, organizationId: true, serviceReference: true, quotes: true, tokenHint: true, expiresAt: true, revokedAt: true },
  });
  if (!link || link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return null;
  return {
    id: link.id,
    organizationId: link.organizationId,
    serviceReference: link.serviceReference,
    quotes: JSON.parse(link.quotes) as SharedQuoteRef[],
    tokenHint: link.tokenHint,
  };
}

/** The guard of a write through a link: it matches only while the link still works. */
export function liveLinkWhere(id: string, now: Date) {
  return { id, revokedAt: null, expiresAt: { gt: now } };
}
