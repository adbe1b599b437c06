import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/page-header";
import { EarlierQuotes } from "@/components/quotes/earlier-quotes";
import { PrintButton } from "@/components/quotes/print-button";
import { QuoteComparison, type ComparedSource, type DeferredDetails } from "@/components/quotes/quote-comparison";
import { ProvidersLeftOut } from "@/components/quotes/providers-left-out";
import { ShareLinks } from "../_components/share-links";
import { StaySummary } from "@/components/quotes/stay-summary";
import { LocationPrecision } from "@/components/ui/location-precision";
import "@/components/quotes/print.css";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { getQuoteComparison, type ProviderQuotes } from "@/lib/portal/enquiries/get-quote-comparison";
import { partyOf } from "@/lib/portal/quotes/party-of";
import { requireMember } from "@/lib/portal/session/require-member";
import { listShareLinks } from "@/lib/portal/share-links/list-share-links";
import { comparedSources, rateDay } from "@/lib/portal/enquiries/compared-sources";
import { QuoteDescriptions } from "@/components/quotes/provider-marks";
import { EarlierDetailsMark } from "@/components/quotes/earlier-details-mark";
import { listAmendments, type StoredAmendment } from "@/lib/portal/amendments/list-amendments";
import { changedSinceQuote } from "@/lib/portal/amendments/quote-marks";
import { policyForReference } from "@/lib/portal/clients/policy-for-enquiry";
import { pricingForReference } from "@/lib/portal/pricing/get-pricing";
import { markupWords } from "@/lib/portal/pricing/markup";

type Params = Promise<{ reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Compare quotes · ${reference}` };
}

export default async function CompareQuotesPage({ params }: { params: Params }) {
  const context = await requireMember();
  const { reference } = await params;
  if (reference.length === 0 || reference.length > 255) notFound();
  const view = await getQuoteComparison(context, reference);
  if (view.status === "not-found") notFound();
  const enquiryHref = `/enquiries/${encodeURIComponent(reference)}`;
  if (view.status === "unavailable") {
    return (
      <>
        <BackLink href={enquiryHref} />
        <PageHeader title="Compare quotes" />
        <EmptyState
          title="The quotes cannot be shown right now"
          action={
            <ButtonLink href={`${enquiryHref}/compare`} variant="secondary">
              Try again
            </ButtonLink>
          }
        >
          {view.message}
        </EmptyState>
      </>
    );
  }

  const { enquiry, providers, rates } = view;
  const party = partyOf(enquiry);
  const sources = comparedSources(providers);
  const [amendments, policy, pricing] = await Promise.all([
    listAmendments(context.organization.id, providers.map((p) => p.provider)),
    policyForReference(context.organization.id, view.reference),
    pricingForReference(context.organization.id, view.reference),
  ]);
  // With a markup, each option shows the provider's total, the markup and the client's price.
  const marked = pricing.markup.kind !== "none";
  const active = sources.length > 0;
  return (
    <>
      <BackLink href={enquiryHref} />
      <PageHeader
        title={`Compare quotes · ${view.reference}`}
        description={<StaySummary enquiry={enquiry} party={party} />}
        actions={active ? <PrintButton /> : null}
      />
      <LocationPrecision location={enquiry.enquiryLocation} className="-mt-2 mb-4 text-sm text-slate-600" />
      <ProvidersLeftOut providers={providers} />
      {active ? (
        <section aria-label={sources.length > 1 ? "Active quotes" : "Active quote"} data-wide>
          <QuoteDescriptions sources={sources} />
          <EarlierDetails providers={providers} amendments={amendments} />
          <QuoteComparison sources={sources} party={party} rates={{ rates, day: rateDay() }} deferDetails={deferred(sources, providers, enquiryHref)} policy={policy} price={marked ? { markup: pricing.markup, show: "agent" } : undefined} />
          <p className="mt-2 text-xs text-slate-600">
            Totals are the whole stay with tax plus any charge the provider did not price, estimated from its terms (marked
            &ldquo;about&rdquo;). Refundable deposits are listed but not added.{" "}
            <span data-testid="client-price-note">
              {marked
                ? `The client sees only its price: the provider's total with the agency's markup (${markupWords(pricing.markup)}).`
                : "No markup applies: the client sees these totals."}
              {pricing.whiteLabel ? " The share link is in the agency's name only." : ""}
            </span>
          </p>
        </section>
      ) : (
        <NoActiveQuote state={enquiry.enquiryState?.state ?? "NEW"} hasEarlier={providers.some((p) => p.status === "found" && p.earlier.length > 0)} />
      )}
      {active ? (
        <div className="mt-8 print:hidden">
          <ShareLinks serviceReference={view.reference} links={await listShareLinks(context.organization.id, view.reference)} activeQuoteId={sources.map((s) => s.quote.id).join(",")} />
        </div>
      ) : null}
      {providers.map((p) =>
        p.status === "found" ? (
          <EarlierQuotes
            key={p.provider.connectionId}
            quotes={p.earlier}
            party={party}
            more={p.more}
            provider={providers.length > 1 ? { id: p.provider.connectionId, name: p.provider.name } : null}
          />
        ) : null,
      )}
    </>
  );
}

function BackLink({ href }: { href: string }) {
  return (
    <Link href={href} className="mb-3 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline print:hidden">
      ← Back to the enquiry
    </Link>
  );
}

/** An active quote made before its provider's latest change of the details, marked above the board. */
function EarlierDetails({ providers, amendments }: { providers: ProviderQuotes[]; amendments: Map<string, StoredAmendment[]> }) {
  const several = providers.length > 1;
  return providers.map((p) => {
    const amendment = p.status === "found" && p.active ? changedSinceQuote(p.active.createdAt, amendments.get(p.provider.connectionId)) : null;
    return amendment ? <EarlierDetailsMark key={p.provider.connectionId} amendment={amendment} quoteOf={several ? p.provider.name : undefined} /> : null;
  });
}

/** Why there is nothing to compare, true to where the enquiry stands. */
function NoActiveQuote({ state, hasEarlier }: { state: string; hasEarlier: boolean }) {
  if (state === "CLOSED") {
    return (
      <EmptyState title="No active quote">
        The enquiry is closed{hasEarlier ? ", and its quotes below were replaced before it closed" : " without a quote"}. Nothing more is quoted
        unless the provider reopens it.
      </EmptyState>
    );
  }
  if (state === "SHORTLISTING") {
    return (
      <EmptyState title="No active quote yet">
        The specialist is shortlisting properties for this enquiry. When they send a quote, its properties appear here side by side, and
        the enquiry&rsquo;s state becomes &ldquo;Quoted&rdquo;.
      </EmptyState>
    );
  }
  if (state === "NEW") {
    return (
      <EmptyState title="No active quote yet">
        No specialist has taken this enquiry yet. Once one has shortlisted properties and sent a quote, they appear here side by side,
        and the enquiry&rsquo;s state becomes &ldquo;Quoted&rdquo;.
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No active quote">
      The provider has no active quote for this enquiry now{hasEarlier ? "; the earlier ones are listed below" : ""}. A new quote appears
      here when the specialist sends it.
    </EmptyState>
  );
}

/**
 * One provider's quote: its details are fetched once the page is on screen (from the URL of
 * its version, kept by the browser). Several providers' quotes keep theirs in the page.
 */
function deferred(sources: ComparedSource[], providers: ProviderQuotes[], enquiryHref: string): DeferredDetails | undefined {
  const [only] = sources;
  const found = providers.filter((p) => p.status === "found" && p.active);
  if (sources.length !== 1 || !only || found.length !== 1) return undefined;
  return {
    connectionId: found[0]!.provider.connectionId,
    url: (version) => `${enquiryHref}/compare/details?quote=${encodeURIComponent(only.quote.id)}&v=${version}`,
  };
}
