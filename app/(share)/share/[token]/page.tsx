import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PrintButton } from "@/components/quotes/print-button";
import { QuoteComparison, type PriceView } from "@/components/quotes/quote-comparison";
import type { Pricing } from "@/lib/portal/pricing/get-pricing";
import { StaySummary } from "@/components/quotes/stay-summary";
import "@/components/quotes/print.css";
import { AgencyCard } from "@/components/choices/agency-card";
import { chooseLinks, ShareChoice } from "@/components/choices/share-choice";
import { EmptyState } from "@/components/ui/empty-state";
import { partyOf } from "@/lib/portal/quotes/party-of";
import { openLinkForChoice } from "@/lib/portal/approvals/open-link-for-choice";
import { rateDay } from "@/lib/portal/enquiries/compared-sources";
import { chooseLinkAction } from "./actions";
import { QuoteDescriptions } from "@/components/quotes/provider-marks";

// The page a client opens from an agent's link: signed out, the options and the client's
// choice among them. Of the agency it shows only what its admins wrote for clients (name,
// logo, e-mail, phone): never a key, a member or another enquiry. Not indexed: the token is
// the only key.
export const metadata: Metadata = { title: "Serviced apartment options", robots: { index: false, follow: false }, referrer: "no-referrer" };

type Params = Promise<{ token: string }>;

export default async function SharedComparisonPage({ params }: { params: Params }) {
  const { token } = await params;
  const shared = await openLinkForChoice(token);
  if (shared.status === "not-found") notFound();
  if (shared.status === "withdrawn") {
    // The agency withdrew the enquiry from every provider of the link, or removed them: nothing to retry.
    return (
      <main id="content" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-10">
        {shared.agency ? <AgencyCard agency={shared.agency} logoSrc={`/share/${token}/logo?v=${shared.agency.updatedAt.getTime()}`} /> : null}
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900">Serviced apartment options</h1>
        <EmptyState title="These options are no longer offered" heading="h2">
          Your agent no longer offers the options of this link. Contact them if you still need a place to stay.
        </EmptyState>
      </main>
    );
  }
  // A choice among options no longer offered is not shown as the present one.
  const choiceWithdrawn = shared.status === "found" && shared.choice !== null && shared.withdrawn.some((w) => w.id === shared.choice!.connectionId);
  return (
    <main id="content" className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-10">
      {shared.status === "unavailable" ? (
        <EmptyState title="These options cannot be shown right now">Please try again in a few minutes.</EmptyState>
      ) : (
        <>
          {shared.agency ? <AgencyCard agency={shared.agency} logoSrc={`/share/${token}/logo?v=${shared.agency.updatedAt.getTime()}`} /> : null}
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Serviced apartment options</h1>
              <p className="mt-1 text-sm text-slate-600 wrap-anywhere">
                <StaySummary enquiry={shared.enquiry} party={partyOf(shared.enquiry)} />
              </p>
            </div>
            <PrintButton />
          </div>
          {shared.quotes.some((q) => q.quote.state === "INVALIDATED") ? (
            <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/25">
              {shared.quotes.length > 1 ? "Some of these options" : "These options"} have since been updated: ask for a new link to see the latest ones.
            </p>
          ) : null}
          {shared.missing > 0 ? (
            <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/25">
              Some options cannot be shown right now. Please try again in a few minutes to see them all.
            </p>
          ) : null}
          {shared.withdrawn.length > 0 ? (
            <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-300" data-testid="options-withdrawn">
              {shared.pricing.whiteLabel
                ? "Some options are no longer offered, so they are not shown here."
                : `The options from ${names(shared.withdrawn.map((w) => w.name))} are no longer offered, so they are not shown here.`}
              {choiceWithdrawn && shared.choice
                ? ` You had chosen ${shared.choice.propertyName} · ${shared.choice.unitName}${shared.lock ? "." : ": choose another option below, or contact your agent."}`
                : ""}
            </p>
          ) : null}
          <QuoteDescriptions sources={shared.quotes} />
          <section aria-label="Quoted properties">
            <QuoteComparison sources={shared.quotes} party={partyOf(shared.enquiry)} rates={{ rates: shared.rates, day: rateDay() }} renderOption={chooseLinks(shared.quotes, shared.lock)} policy={shared.policy} price={clientPrice(shared.pricing)} />
          </section>
          <ShareChoice token={token} quotes={shared.quotes} party={partyOf(shared.enquiry)} choice={choiceWithdrawn ? null : shared.choice} lock={shared.lock} approval={shared.approval} action={chooseLinkAction} markup={shared.pricing.markup} />
        </>
      )}
    </main>
  );
}

/**
 * The client's view of the prices: with a markup, the client's price only (none of the
 * provider's figures, nor its property pages); under white label, nothing of the provider
 * either. Without both, the provider's totals are the client's price and shown in full.
 */
const clientPrice = (pricing: Pricing): PriceView | undefined => (pricing.markup.kind !== "none" || pricing.whiteLabel ? { markup: pricing.markup, show: "client" } : undefined);

const names = (list: string[]) => (list.length <= 1 ? (list[0] ?? "") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`);
