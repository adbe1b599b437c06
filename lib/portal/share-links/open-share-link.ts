import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { getAgencyProfile, type AgencyCard } from "../agency/get-agency-profile";
import { choiceLock, type ChoiceLock } from "../choices/choice-lock";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { findLiveShareLink } from "./find-share-link";

export type LinkChoice = { quoteItemId: string; unitName: string; propertyName: string; note: string | null; chosenAt: Date };

export type SharedComparison =
  | {
      status: "found";
      enquiry: Enquiry;
      quote: ReceivedQuote;
      /** The client's choice on this link so far, and why it can no longer change (null: it can). */
      choice: LinkChoice | null;
      lock: ChoiceLock | null;
      agency: AgencyCard | null;
    }
  | { status: "not-found" }
  | { status: "unavailable" };

/**
 * What a share link shows, for anyone holding it (no session): the quote it was made for,
 * read with the organisation's key on the server. Unknown, revoked and expired links are
 * all "not found", so a link's history is not revealed. Each opening is counted (first
 * and last time, how many), and nothing about the reader is kept.
 */
export async function openShareLink(token: string): Promise<SharedComparison> {
  const link = await findLiveShareLink(token);
  if (!link) return { status: "not-found" };
  await countView(link.id);
  try {
    const [shared] = link.quotes;
    if (!shared) return { status: "not-found" };
    const client = await getServiceClient(link.organizationId, shared.connectionId);
    const enquiry = await client.getEnquiry(shared.serviceReference);
    // The quote may have been replaced since: the link still shows what the client was sent.
    const page = await client.listQuotes({ serviceEnquiryReference: shared.serviceReference, pageSize: 100, sort: "createdAt", order: "desc" });
    const quote = page.data.find((q) => q.id === shared.quoteId);
    if (!quote) return { status: "not-found" };
    const [choice, agency] = await Promise.all([
      getPrisma().shareChoice.findUnique({
        where: { shareLinkId: link.id },
        select: { quoteItemId: true, unitName: true, propertyName: true, note: true, chosenAt: true },
      }),
      getAgencyProfile(link.organizationId),
    ]);
    return { status: "found", enquiry, quote, choice, lock: choiceLock(enquiry, quote), agency };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "not-found" };
    if (error instanceof ServiceClientError || error instanceof PortalError) {
      console.error(`[share] link to ${link.serviceReference}: ${error.message}`);
      return { status: "unavailable" };
    }
    throw error;
  }
}

async function countView(id: string): Promise<void> {
  const db = getPrisma();
  const now = new Date();
  await db.shareLink.update({ where: { id }, data: { viewCount: { increment: 1 }, lastViewedAt: now } });
  await db.shareLink.updateMany({ where: { id, firstViewedAt: null }, data: { firstViewedAt: now } });
}
