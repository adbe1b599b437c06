import "server-only";
import { cache } from "react";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getServiceClient } from "../connections/get-service-client";
import { readFreshSnapshot } from "./enquiry-snapshot";

/** The page of an enquiry's quotes a page shows: the newest first. */
export const LATEST_QUOTES = 20;

/**
 * One provider's newest quotes of an enquiry, read once per render, keyed by the enquiry
 * alone: the quotes' card, the actions that need a quote and the booking's card share it.
 * The receiver's snapshot when the page re-renders for an event (`snapshotAt`: when it was
 * read); the provider otherwise (`snapshotAt` null).
 * Errors are the client's (ServiceClientError) or the connection's (PortalError).
 */
export const readLatestQuotes = cache(async (organizationId: string, connectionId: string, serviceReference: string): Promise<{ data: ReceivedQuote[]; more: boolean; snapshotAt: Date | null }> => {
  const snapshot = await readFreshSnapshot(organizationId, connectionId, serviceReference);
  if (snapshot) return { data: snapshot.quotes.slice(0, LATEST_QUOTES), more: snapshot.more || snapshot.quotes.length > LATEST_QUOTES, snapshotAt: snapshot.readAt };
  const client = await getServiceClient(organizationId, connectionId);
  const page = await client.listQuotes({ serviceEnquiryReference: serviceReference, pageSize: LATEST_QUOTES, sort: "createdAt", order: "desc" });
  return { data: page.data, more: page.pagination.next !== null, snapshotAt: null };
});
