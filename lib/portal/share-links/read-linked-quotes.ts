import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { choiceLock, type ChoiceLock } from "../choices/choice-lock";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { LiveShareLink, SharedQuoteRef } from "./find-share-link";

/** One provider's quote a link shows, as that provider holds it now. */
export type LinkedQuote =
  | { status: "found"; ref: SharedQuoteRef; providerName: string; enquiry: Enquiry; quote: ReceivedQuote; lock: ChoiceLock | null }
  /** The provider no longer has the enquiry or the quote. */
  | { status: "gone"; ref: SharedQuoteRef }
  /** The provider could not be asked just now (down, key refused, connection removed). */
  | { status: "unavailable"; ref: SharedQuoteRef };

/**
 * Every quote a link was made for (one per provider), read in parallel, each from its own
 * provider with its connection's key. A provider that cannot be read leaves the others
 * readable; its error is logged, never shown to the client.
 */
export async function readLinkedQuotes(link: LiveShareLink): Promise<LinkedQuote[]> {
  const names = new Map(
    (
      await getPrisma().serviceConnection.findMany({
        where: { organizationId: link.organizationId, id: { in: link.quotes.map((q) => q.connectionId) } },
        select: { id: true, name: true },
      })
    ).map((c) => [c.id, c.name]),
  );
  return Promise.all(link.quotes.map((ref) => readOne(link, ref, names.get(ref.connectionId) ?? "A provider")));
}

async function readOne(link: LiveShareLink, ref: SharedQuoteRef, providerName: string): Promise<LinkedQuote> {
  try {
    const client = await getServiceClient(link.organizationId, ref.connectionId);
    const [enquiry, page] = await Promise.all([
      client.getEnquiry(ref.serviceReference),
      // The quote may have been replaced since: the link still shows what the client was sent.
      client.listQuotes({ serviceEnquiryReference: ref.serviceReference, pageSize: 100, sort: "createdAt", order: "desc" }),
    ]);
    const quote = page.data.find((q) => q.id === ref.quoteId);
    if (!quote) return { status: "gone", ref };
    return { status: "found", ref, providerName, enquiry, quote, lock: choiceLock(enquiry, quote) };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "gone", ref };
    if (error instanceof ServiceClientError || error instanceof PortalError) {
      console.error(`[share] link to ${link.serviceReference}, provider ${ref.connectionId}: ${error.message}`);
      return { status: "unavailable", ref };
    }
    throw error;
  }
}

/**
 * Why the client can no longer choose on the link as a whole: once any provider has
 * booked one of the options, the choice is settled; while one quote can still be chosen
 * from, the link is open (the others' options are simply not offered).
 */
export function linkLock(quotes: readonly LinkedQuote[]): ChoiceLock | null {
  const found = quotes.flatMap((q) => (q.status === "found" ? [q] : []));
  if (found.some((q) => q.lock === "booked")) return "booked";
  if (found.length === 0 || found.some((q) => q.lock === null)) return null;
  return found[0]!.lock;
}
