import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { choiceLock, type ChoiceLock } from "./choice-lock";
import { getServiceClient } from "../connections/get-service-client";
import { storeEnquirySnapshot } from "../enquiries/enquiry-snapshot";
import { readQuotesFromProvider } from "../enquiries/read-latest-quotes";
import { PortalError } from "../errors";
import type { LiveShareLink, SharedQuoteRef } from "./find-share-link";
import { readStoredEnquiry } from "./read-stored-enquiry";

/** One provider's quote a link shows, as that provider holds it now (or held it moments ago). */
export type LinkedQuote =
  | { status: "found"; ref: SharedQuoteRef; providerName: string; enquiry: Enquiry; quote: ReceivedQuote; lock: ChoiceLock | null }
  /** The provider no longer has the enquiry or the quote. */
  | { status: "gone"; ref: SharedQuoteRef }
  /**
   * No longer offered: the agency withdrew the enquiry from this provider, or removed the
   * provider. Not read at all; `providerName` is what the link's page called it.
   */
  | { status: "withdrawn"; ref: SharedQuoteRef; providerName: string }
  /** The provider could not be asked just now (down, key refused, connection removed). */
  | { status: "unavailable"; ref: SharedQuoteRef };

/**
 * What the quotes are read for: a page may show a snapshot a few seconds old whatever the
 * connection; a choice relies only on one that the provider's events keep current.
 */
export type LinkRead = "page" | "choice";

/**
 * Every quote a link was made for (one per provider), read in parallel: from the portal's
 * snapshot of the enquiry where it is still the provider's state (readStoredEnquiry), from
 * the provider with its connection's key otherwise. A provider the enquiry was withdrawn
 * from, or whose connection was removed, is not read: its options are no longer offered.
 * A provider that cannot be read leaves the others readable; its error is logged, never
 * shown to the client.
 */
export async function readLinkedQuotes(link: LiveShareLink, purpose: LinkRead): Promise<LinkedQuote[]> {
  const db = getPrisma();
  const connectionIds = link.quotes.map((q) => q.connectionId);
  const [connections, withdrawn] = await Promise.all([
    db.serviceConnection.findMany({ where: { organizationId: link.organizationId, id: { in: connectionIds } }, select: { id: true, name: true, publicName: true, removedAt: true } }),
    db.providerEnquiry.findMany({
      where: { organizationId: link.organizationId, OR: link.quotes.map(({ connectionId, serviceReference }) => ({ connectionId, serviceReference })), withdrawnAt: { not: null } },
      select: { connectionId: true, serviceReference: true },
    }),
  ]);
  const byId = new Map(connections.map((c) => [c.id, c]));
  const isWithdrawn = (ref: SharedQuoteRef) => withdrawn.some((w) => w.connectionId === ref.connectionId && w.serviceReference === ref.serviceReference);
  return Promise.all(
    link.quotes.map((ref) => {
      const connection = byId.get(ref.connectionId);
      // What clients read: the name the admins gave for them, else the agents' name.
      const providerName = connection?.publicName ?? connection?.name ?? "A provider";
      if (!connection || connection.removedAt || isWithdrawn(ref)) return { status: "withdrawn" as const, ref, providerName };
      return readOne(link, ref, providerName, purpose);
    }),
  );
}

async function readOne(link: LiveShareLink, ref: SharedQuoteRef, providerName: string, purpose: LinkRead): Promise<LinkedQuote> {
  try {
    const stored = await readStoredEnquiry(link.organizationId, ref.connectionId, ref.serviceReference);
    const usable = stored && (stored.current || purpose === "page") ? stored : null;
    // The quote may have been replaced since: the link still shows what the client was sent.
    const { enquiry, quotes } = usable?.quotes.some((q) => q.id === ref.quoteId) ? usable : await readProvider(link.organizationId, ref);
    const quote = quotes.find((q) => q.id === ref.quoteId);
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

type ProviderRead = { enquiry: Enquiry; quotes: ReceivedQuote[] };

// Reads of one enquiry under way in this process: loads of a page at the same moment share one.
const reading = new Map<string, Promise<ProviderRead>>();

/** The enquiry and its quotes from the provider, kept as the enquiry's snapshot for the next page or choice. */
function readProvider(organizationId: string, ref: SharedQuoteRef): Promise<ProviderRead> {
  const key = `${organizationId} ${ref.connectionId} ${ref.serviceReference}`;
  let read = reading.get(key);
  if (!read) {
    read = readAndKeep(organizationId, ref).finally(() => reading.delete(key));
    reading.set(key, read);
  }
  return read;
}

async function readAndKeep(organizationId: string, ref: SharedQuoteRef): Promise<ProviderRead> {
  const readAt = new Date();
  const client = await getServiceClient(organizationId, ref.connectionId);
  // The one page of newest quotes: a link's quote replaced by that many newer ones since is
  // no longer found (the link's page says so), as the enquiry has moved well past it.
  const [enquiry, page] = await Promise.all([client.getEnquiry(ref.serviceReference), readQuotesFromProvider(client, ref.serviceReference)]);
  await storeEnquirySnapshot(organizationId, ref.connectionId, { enquiry, quotes: page.data, more: page.more, readAt }).catch((error: unknown) =>
    // The read stands; the next one reads the provider again.
    console.error(`[share] keeping ${ref.serviceReference} of ${ref.connectionId}: ${error instanceof Error ? error.message : String(error)}`),
  );
  return { enquiry, quotes: page.data };
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
