import "server-only";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { getAgencyProfile, type AgencyCard } from "../agency/get-agency-profile";
import type { ChoiceLock } from "./choice-lock";
import { listExchangeRates } from "../exchange-rates/list-exchange-rates";
import type { ExchangeRateRow } from "../exchange-rates/pick-rate";
import { findLiveShareLink } from "./find-share-link";
import { linkLock, readLinkedQuotes } from "./read-linked-quotes";
import { pricingForReference, type Pricing } from "../pricing/get-pricing";

export type LinkChoice = { connectionId: string; quoteId: string; quoteItemId: string; unitName: string; propertyName: string; note: string | null; chosenAt: Date };

/**
 * One provider's quote on the page; `provider` marks its columns when the link shows several.
 * `source` is its place among the link's quotes: what a choice names.
 */
export type SharedQuote = { source: number; quote: ReceivedQuote; provider: { id: string; name: string } | null; lock: ChoiceLock | null };

export type SharedComparison =
  | {
      status: "found";
      /** The link itself, for what builds on it (its choice's approval). */
      link: { id: string; organizationId: string; serviceReference: string };
      /** The stay, as the first provider that could be read holds it. */
      enquiry: Enquiry;
      /** The ones that could be read, in the link's order (the lead provider first). */
      quotes: SharedQuote[];
      /** Providers of the link that could not be read just now: their options are left out. */
      missing: number;
      /** Providers whose options are no longer offered (withdrawn, or removed by the agency): left out, and named. */
      withdrawn: { id: string; name: string }[];
      /** The client's choice on this link so far, and why it can no longer change (null: it can). */
      choice: LinkChoice | null;
      lock: ChoiceLock | null;
      agency: AgencyCard | null;
      /** The agency's markup (the page shows the client's price only) and whether the page is in the agency's name only. */
      pricing: Pricing;
      rates: ExchangeRateRow[];
    }
  /** Every provider of the link is withdrawn or removed: nothing is offered any more, which the page says. */
  | { status: "withdrawn"; agency: AgencyCard | null }
  | { status: "not-found" }
  | { status: "unavailable" };

/**
 * What a share link shows, for anyone holding it (no session): every provider's quote it
 * was made for, from the portal's snapshot while it is recent, else read with its
 * connection's key on the server (see readLinkedQuotes). Unknown, revoked and
 * expired links are all "not found", so a link's history is not revealed. A provider the
 * agency withdrew the enquiry from, or removed, is no longer offered: its options are left
 * out and named, and a link with none left says so (not an error to try again). Each opening is
 * counted (first and last time, how many), and nothing about the reader is kept.
 */
export async function openShareLink(token: string): Promise<SharedComparison> {
  const link = await findLiveShareLink(token);
  if (!link) return { status: "not-found" };
  await countView(link.id);
  const linked = await readLinkedQuotes(link, "page");
  const found = linked.flatMap((q, source) => (q.status === "found" ? [{ ...q, source }] : []));
  const withdrawn = linked.flatMap((q) => (q.status === "withdrawn" ? [{ id: q.ref.connectionId, name: q.providerName }] : []));
  if (found.length === 0) {
    if (linked.some((q) => q.status === "unavailable")) return { status: "unavailable" };
    return withdrawn.length > 0 ? { status: "withdrawn", agency: await getAgencyProfile(link.organizationId) } : { status: "not-found" };
  }
  const [choice, agency, rates, pricing] = await Promise.all([
    getPrisma().shareChoice.findUnique({
      where: { shareLinkId: link.id },
      select: { connectionId: true, quoteId: true, quoteItemId: true, unitName: true, propertyName: true, note: true, chosenAt: true },
    }),
    getAgencyProfile(link.organizationId),
    listExchangeRates(link.organizationId),
    pricingForReference(link.organizationId, link.serviceReference),
  ]);
  // White label: no provider is named; the page is the agency's alone.
  const marked = link.quotes.length > 1 && !pricing.whiteLabel;
  return {
    status: "found",
    link: { id: link.id, organizationId: link.organizationId, serviceReference: link.serviceReference },
    enquiry: found[0]!.enquiry,
    quotes: found.map((q) => ({ source: q.source, quote: q.quote, provider: marked ? { id: q.ref.connectionId, name: q.providerName } : null, lock: q.lock })),
    missing: linked.filter((q) => q.status === "unavailable").length,
    withdrawn: pricing.whiteLabel ? withdrawn.map((w) => ({ ...w, name: "" })) : withdrawn,
    choice,
    lock: linkLock(linked),
    agency,
    rates,
    pricing,
  };
}

async function countView(id: string): Promise<void> {
  const db = getPrisma();
  const now = new Date();
  await db.shareLink.update({ where: { id }, data: { viewCount: { increment: 1 }, lastViewedAt: now } });
  await db.shareLink.updateMany({ where: { id, firstViewedAt: null }, data: { firstViewedAt: now } });
}
