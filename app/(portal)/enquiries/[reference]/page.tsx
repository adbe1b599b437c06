import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { recordApprovalAction } from "./approval-actions";
import { Suspense } from "react";
import { ApprovalsCard } from "@/components/approvals/approvals-card";
import { ClientChoiceCard } from "@/components/choices/client-choice-card";
import { Details, Item } from "@/components/ui/details";
import { enquiryDraftKey } from "@/components/enquiries/enquiry-draft";
import { closureReasonLabel } from "@/components/ui/enquiry-state-badge";
import { LiveStateBadge } from "@/components/live/live-state-badge";
import { ForgetSentDraft } from "@/components/enquiries/forget-sent-draft";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { listApprovals } from "@/lib/portal/approvals/list-approvals";
import { listChoices } from "@/lib/portal/choices/list-choices";
import { getEnquiryView, type ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import { partyOf } from "@/lib/portal/quotes/party-of";
import { furthestState, isBookingState, progressInWords } from "@/lib/portal/enquiries/provider-progress";
import { isFollowing } from "@/lib/portal/notifications/follow-enquiry";
import { requireMember } from "@/lib/portal/session/require-member";
import { getEnquiryBilling } from "@/lib/portal/enquiries/get-enquiry-billing";
import { BillingCard } from "./_components/billing-card";
import { EnquiryBooking } from "./_components/enquiry-booking";
import { EnquiryShareLinks } from "./_components/enquiry-share-links";
import { EnquiryPeople, EnquiryStay } from "./_components/enquiry-facts";
import { CompareQuotesLink } from "./_components/compare-quotes-link";
import { EnquiryLive } from "./_components/enquiry-live";
import { EnquiryQuotes } from "./_components/enquiry-quotes";
import { FollowButton } from "./_components/follow-button";
import { MessagesCard } from "./_components/messages-card";
import { ProvidersCard } from "./_components/providers-card";
import { RefusalsCard } from "./_components/refusals-card";
import { LocalTime } from "@/components/time/time-zone";
import { AMENDABLE_STATES } from "@/lib/contract/amendment";
import { amendmentFormValues } from "@/lib/portal/amendments/amendment-form";
import { listAmendments } from "@/lib/portal/amendments/list-amendments";
import { AmendmentsCard } from "./_components/amendments-card";

type Params = Promise<{ reference: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { reference } = await params;
  return { title: `Enquiry ${reference}` };
}


// No loading.tsx wraps this page (the list's lives in the (list) group): behind a Suspense
// boundary the status line is sent before notFound() is known, and an unknown enquiry
// answered 200. The slow part, the quotes, streams in its own Suspense boundary below.
export default async function EnquiryPage({ params }: { params: Params }) {
  const context = await requireMember();
  const { reference } = await params;
  if (reference.length === 0 || reference.length > 255) notFound();
  const view = await getEnquiryView(context, reference);
  if (view.status === "not-found") notFound();
  if (view.status === "other-account") {
    return (
      <>
        <BackLink />
        <PageHeader title={`Enquiry ${view.serviceReference}`} />
        <EmptyState title="Sent with another account's key">
          This enquiry was sent with an API key of another account than the one this organisation uses now, and the current key cannot read
          it. Its summary stays in the list; to see its details and quotes, an admin can connect that account again in Settings → Connections.
        </EmptyState>
      </>
    );
  }
  if (view.status === "unavailable") {
    return (
      <>
        <BackLink />
        <PageHeader title={`Enquiry ${reference}`} />
        <EmptyState
          title="The enquiry cannot be shown right now"
          action={
            <ButtonLink href={`/enquiries/${encodeURIComponent(reference)}`} variant="secondary">
              Try again
            </ButtonLink>
          }
        >
          {view.message}
        </EmptyState>
      </>
    );
  }

  const { enquiry, createdBy, providers } = view;
  const state = enquiry.enquiryState;
  const party = partyOf(enquiry);
  const several = providers.length > 1;
  const progress = progressInWords(providers.map((p) => ({ name: p.connection.name, state: p.state, withdrawn: p.withdrawnAt !== null })));
  const overall = furthestState(providers);
  // The booking's card reads the provider that booked; before any booking, the lead.
  const booking = providers.find((p) => p.status === "found" && p.withdrawnAt === null && isBookingState(p.state));
  const bookingSource = booking?.status === "found" ? { connectionId: booking.connection.id, enquiry: booking.enquiry } : { connectionId: view.lead.connectionId, enquiry };
  const readable = providers.filter((p) => p.status === "found");
  const lead = providers.find((p) => p.connection.id === view.lead.connectionId);
  const sources = providers.map((p) => ({ connectionId: p.connection.id, serviceReference: p.serviceReference, name: p.connection.name }));
  const [following, choices, amendments, billing, approvals] = await Promise.all([
    isFollowing(context, view.reference),
    listChoices(context.organization.id, enquiry.serviceReference),
    listAmendments(context.organization.id, sources),
    getEnquiryBilling(context.organization.id, view.reference),
    listApprovals(context.organization.id, view.reference),
  ]);
  const change = changeDetails(view.reference, providers, view.lead.connectionId);

  return (
    <>
      <ForgetSentDraft draftKey={enquiryDraftKey(context.organization.id, context.user.id)} externalId={enquiry.externalId} />
      <BackLink />
      <PageHeader
        title={`Enquiry ${view.reference}`}
        description={
          <>
            {enquiry.clientReference} · sent <LocalTime at={enquiry.createdAt} />
            {createdBy ? ` by ${createdBy.name}` : ""}
          </>
        }
        actions={
          <>
            <FollowButton serviceReference={view.reference} following={following} />
            <ButtonLink href="/enquiries/new" variant="secondary">New enquiry</ButtonLink>
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card title="Status">
            <Details>
              <Item label="Progress">
                <span data-testid="overall-progress">{progress}</span>
              </Item>
              <Item label="State">
                <span data-testid="enquiry-state">
                  <LiveStateBadge reference={view.reference} state={several ? overall : state?.state} />
                </span>
              </Item>
              {!several && state?.closureReason ? <Item label="Closure reason">{closureReasonLabel(state.closureReason)}</Item> : null}
              {!several ? <Item label="Specialist">{enquiry.assignedSpecialist?.name ?? <span className="text-slate-500">Not assigned yet</span>}</Item> : null}
            </Details>
          </Card>

          <ProvidersCard reference={view.reference} providers={providers} progress={progress} />

          <RefusalsCard reference={view.reference} refusals={view.refusals} />

          <AmendmentsCard providers={providers} amendments={amendments} change={change} />

          <Suspense fallback={null}>
            <EnquiryBooking
              organizationId={context.organization.id}
              connectionId={bookingSource.connectionId}
              enquiry={bookingSource.enquiry}
              reference={view.reference}
              providerName={booking?.connection.name ?? lead?.connection.name ?? "The provider"}
            />
          </Suspense>

          {/* Read from this database alone, so rendered with the page: streamed in, it pushed the timeline down. */}
          <ClientChoiceCard choices={choices} enquiry={enquiry} />
          <ApprovalsCard approvals={approvals} reference={view.reference} recordAction={recordApprovalAction} />

          <EnquiryLive
            context={context}
            reference={view.reference}
            sources={sources}
            sandbox={lead?.connection.environment === "sandbox" && !lead.connection.removed ? { connectionId: lead.connection.id, name: lead.connection.name, serviceReference: enquiry.serviceReference, state: state?.state ?? null } : null}
            createdAt={enquiry.createdAt}
          />

          <Suspense fallback={null}>
            <MessagesCard context={context} reference={view.reference} providers={providers} />
          </Suspense>

          <Card
            title="Quotes"
            description="A specialist sends them once the shortlist is ready."
            actions={
              <Suspense fallback={null}>
                <CompareQuotesLink organizationId={context.organization.id} reference={view.reference} providers={providers} party={party} />
              </Suspense>
            }
          >
            {several ? (
              <div className="flex flex-col gap-6">
                {readable.map((provider) => (
                  <section key={provider.connection.id} aria-label={`Quotes from ${provider.connection.name}`} data-testid="provider-quotes" data-provider={provider.connection.name}>
                    <h3 className="mb-2 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                      {provider.connection.name}
                      {provider.withdrawnAt ? <span className="text-xs font-normal text-slate-500">(withdrawn)</span> : null}
                    </h3>
                    <Suspense fallback={<p className="text-sm text-slate-500">Loading the quotes…</p>}>
                      <EnquiryQuotes
                        organizationId={context.organization.id}
                        connectionId={provider.connection.id}
                        providerName={provider.connection.name}
                        serviceReference={provider.serviceReference}
                        party={party}
                        providers={providers}
                        amendments={amendments.get(provider.connection.id)}
                      />
                    </Suspense>
                  </section>
                ))}
              </div>
            ) : (
              <Suspense fallback={<p className="text-sm text-slate-500">Loading the quotes…</p>}>
                <EnquiryQuotes
                  organizationId={context.organization.id}
                  connectionId={view.lead.connectionId}
                  providerName={lead?.connection.name ?? ""}
                  serviceReference={enquiry.serviceReference}
                  party={party}
                  providers={providers}
                  amendments={amendments.get(view.lead.connectionId)}
                />
              </Suspense>
            )}
          </Card>

          <Suspense fallback={null}>
            <EnquiryShareLinks organizationId={context.organization.id} reference={view.reference} providers={providers} party={party} />
          </Suspense>

          <EnquiryStay enquiry={enquiry} />

        </div>

        <div className="flex flex-col gap-6">
          <Card title="References">
            <Details stacked>
              <Item label="Service reference">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono" data-testid="service-reference">
                    {enquiry.serviceReference}
                  </span>
                  <CopyButton value={enquiry.serviceReference} aria-label="Copy the service reference" />
                </span>
              </Item>
              <Item label="Your reference">{enquiry.clientReference}</Item>
              <Item label="External id">
                <span className="font-mono text-xs break-all">{enquiry.externalId}</span>
              </Item>
            </Details>
          </Card>
          <BillingCard billing={billing} />
          <EnquiryPeople enquiry={enquiry} />
        </div>
      </div>
    </>
  );
}

const AMENDABLE: ReadonlySet<string> = new Set(AMENDABLE_STATES);

/**
 * What "Change details" starts from, while at least one provider holds the enquiry open (not
 * withdrawn, not booked, not closed, still connected): the details of the first such
 * provider, the lead's when it is one. Null otherwise: the button is not offered.
 */
function changeDetails(reference: string, providers: ProviderEnquiryView[], leadId: string) {
  const open = providers.filter((p) => p.status === "found" && p.withdrawnAt === null && !p.connection.removed && AMENDABLE.has(p.state));
  const from = open.find((p) => p.connection.id === leadId) ?? open[0];
  if (from?.status !== "found") return null;
  return { reference, present: amendmentFormValues(from.enquiry), providers: open.map((p) => p.connection.name) };
}

function BackLink() {
  return (
    <Link href="/enquiries" className="mb-3 inline-block text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
      ← All enquiries
    </Link>
  );
}
