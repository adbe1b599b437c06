import "server-only";
import { cache } from "react";
import type { ServiceClient } from "@/lib/client";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getServiceClient } from "../connections/get-service-client";
import { readFreshSnapshot } from "./enquiry-snapshot";

/**
 * The one page of an enquiry's quotes the portal reads, newest first: every page, the
 * receiver's read after an event, the snapshot it keeps and the share links read this many.
 * A quote older than the newest page is not read. Where that would matter:
 * - the booked quote: a quote is booked only while it is the ACTIVE one, that is the newest,
 *   and no quote is sent again until the enquiry has left the booking states (cancelled,
 *   closed, reopened), so while the enquiry is booked its booked quote is the first of the page;
 * - a count of quotes: the page's length, with "more" saying there are more than it holds
 *   (the index keeps `LATEST_QUOTES` for "that many or more").
 */
export const LATEST_QUOTES = 20;

export type LatestQuotes = {
  /** Newest first, at most LATEST_QUOTES. */
  data: ReceivedQuote[];
  /** The provider holds older quotes than these. */
  more: boolean;
};

/** The ACTIVE quote of a page (the service keeps at most one), and the earlier, invalidated ones. */
export type ActiveAndEarlier = { active: ReceivedQuote | null; earlier: ReceivedQuote[]; more: boolean };

/**
 * The newest page of the enquiry's quotes, from the provider itself: for the reads that
 * must be the provider's present state (the receiver's read after an event, a share link's).
 * Errors are the client's (ServiceClientError).
 */
export async function readQuotesFromProvider(client: ServiceClient, serviceReference: string): Promise<LatestQuotes> {
  const page = await client.listQuotes({ serviceEnquiryReference: serviceReference, pageSize: LATEST_QUOTES, sort: "createdAt", order: "desc" });
  return { data: page.data, more: page.pagination.next !== null };
}

/**
 * One provider's newest quotes of an enquiry, read once per render, keyed by the enquiry
 * alone, for a page kept current by the live stream (the enquiry's quotes' card, the
 * booking's card): the receiver's snapshot while it is the provider's present state
 * (`snapshotAt`: when it was read); the provider otherwise (`snapshotAt` null). An event on
 * its way when the page renders re-renders it once it arrives.
 * Errors are the client's (ServiceClientError) or the connection's (PortalError).
 */
export const readLatestQuotes = cache(async (organizationId: string, connectionId: string, serviceReference: string): Promise<LatestQuotes & { snapshotAt: Date | null }> => {
  const snapshot = await readFreshSnapshot(organizationId, connectionId, serviceReference);
  if (snapshot) return { data: snapshot.quotes.slice(0, LATEST_QUOTES), more: snapshot.more || snapshot.quotes.length > LATEST_QUOTES, snapshotAt: snapshot.readAt };
  return { ...(await readPresentQuotes(organizationId, connectionId, serviceReference)), snapshotAt: null };
});

/**
 * One provider's newest quotes of an enquiry as it holds them now, read once per render: for
 * what no event re-renders (the comparison, the making of a share link), which must not show
 * or pin a quote an event still on its way has replaced.
 * Errors are the client's (ServiceClientError) or the connection's (PortalError).
 */
export const readPresentQuotes = cache(async (organizationId: string, connectionId: string, serviceReference: string): Promise<LatestQuotes> =>
  readQuotesFromProvider(await getServiceClient(organizationId, connectionId), serviceReference),
);

/** The page's ACTIVE quote and the earlier ones, newest first. */
export function activeAndEarlier(page: LatestQuotes): ActiveAndEarlier {
  const active = page.data.find((quote) => quote.state === "ACTIVE") ?? null;
  return { active, earlier: page.data.filter((quote) => quote !== active), more: page.more };
}
