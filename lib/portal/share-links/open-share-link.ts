import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { hashShareToken, isShareTokenShape } from "./share-token";

export type SharedComparison =
  | { status: "found"; enquiry: Enquiry; quote: ReceivedQuote }
  | { status: "not-found" }
  | { status: "unavailable" };

/**
 * What a share link shows, for anyone holding it (no session): the quote it was made for,
 * read with the organisation's key on the server. Unknown, revoked and expired links are
 * all "not found", so a link's history is not revealed.
 */
export async function openShareLink(token: string): Promise<SharedComparison> {
  if (!isShareTokenShape(token)) return { status: "not-found" };
  const link = await getPrisma().shareLink.findUnique({
    where: { tokenHash: hashShareToken(token) },
    select: { organizationId: true, serviceReference: true, quoteId: true, expiresAt: true, revokedAt: true },
  });
  if (!link || link.revokedAt || link.expiresAt.getTime() <= Date.now()) return { status: "not-found" };
  try {
    const client = await getServiceClient(link.organizationId);
    const enquiry = await client.getEnquiry(link.serviceReference);
    // The quote may have been replaced since: the link still shows what the client was sent.
    const page = await client.listQuotes({ serviceEnquiryReference: link.serviceReference, pageSize: 100, sort: "createdAt", order: "desc" });
    const quote = page.data.find((q) => q.id === link.quoteId);
    return quote ? { status: "found", enquiry, quote } : { status: "not-found" };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "not-found" };
    if (error instanceof ServiceClientError || error instanceof PortalError) {
      console.error(`[share] link to ${link.serviceReference}: ${error.message}`);
      return { status: "unavailable" };
    }
    throw error;
  }
}
