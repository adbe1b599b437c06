import { EnquiryStateBadge } from "@/components/ui/enquiry-state-badge";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import type { ProviderEnquiryView } from "@/lib/portal/enquiries/get-enquiry-view";
import { isBookingState } from "@/lib/portal/enquiries/provider-progress";
import { withdrawnRowInWords } from "../provider-words";
import { ReadNote } from "./read-note";
import { WithdrawButton } from "./withdraw-button";

/**
 * Each provider the enquiry went to: its name and environment, its own reference, its
 * state (or why it cannot be read) and when it was read unless just now, and whether it
 * was withdrawn and how. Once one has
 * booked, says so and offers to withdraw the enquiry from the others.
 */
export function ProvidersCard({ reference, providers, progress }: { reference: string; providers: ProviderEnquiryView[]; progress: string }) {
  const booked = providers.find((p) => p.withdrawnAt === null && isBookingState(p.state));
  const others = booked ? providers.filter((p) => p.withdrawnAt === null && !isBookingState(p.state)) : [];
  return (
    <Card title="Providers" description={progress}>
      {booked ? (
        <div className="mb-4 rounded-md bg-emerald-50 px-4 py-3 ring-1 ring-emerald-600/20 ring-inset" data-testid="booked-with">
          <p className="text-sm text-emerald-900">
            <span className="font-medium">{booked.connection.name}</span> has {booked.state === "BOOKING_PENDING" ? "a booking pending for" : "booked"} this enquiry.
            {others.length > 0
              ? ` ${others.length === 1 ? "One other provider is" : `${others.length} other providers are`} still working on it.`
              : ""}
          </p>
          {others.length > 0 ? (
            <div className="mt-3">
              <WithdrawButton reference={reference} booked={booked.connection.name} others={others.map((o) => o.connection.name)} />
            </div>
          ) : null}
        </div>
      ) : null}
      <ul className="divide-y divide-slate-100" aria-label="Providers">
        {providers.map((provider) => (
          <ProviderRow key={provider.connection.id} provider={provider} />
        ))}
      </ul>
    </Card>
  );
}

function ProviderRow({ provider }: { provider: ProviderEnquiryView }) {
  const { connection } = provider;
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0" data-testid="provider-row" data-provider={connection.name}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-900">{connection.name}</span>
        <Badge tone={connection.environment === "production" ? "brand" : "neutral"}>{connection.environment === "production" ? "Production" : "Sandbox"}</Badge>
        {connection.removed ? <Badge tone="warning">Removed provider — history</Badge> : null}
        <span className="ml-auto" data-testid="provider-state">
          {provider.status === "other-account" ? <Badge>Not readable</Badge> : <EnquiryStateBadge state={provider.state} />}
        </span>
      </div>
      {/* Two groups that wrap whole, each labelled: no separator is left to start a line on a phone. */}
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm text-slate-600">
        <span className="flex items-center gap-2">
          <span>Their reference</span>
          <span className="font-mono text-slate-900" data-testid="provider-reference">
            {provider.serviceReference}
          </span>
          <CopyButton value={provider.serviceReference} aria-label={`Copy ${connection.name}'s reference`} />
        </span>
        {provider.status === "found" && provider.enquiry.assignedSpecialist ? (
          <span className="min-w-0 wrap-anywhere" data-testid="provider-specialist">
            Specialist <span className="text-slate-900">{provider.enquiry.assignedSpecialist.name}</span>
          </span>
        ) : null}
      </div>
      {provider.status === "found" ? <ReadNote name={connection.name} read={provider.read} /> : null}
      {provider.withdrawnAt ? (
        <p className="text-sm text-slate-600" data-testid="provider-withdrawn">
          <Badge className="mr-2">Withdrawn</Badge>
          {withdrawnRowInWords(provider)}
        </p>
      ) : null}
      {provider.status === "other-account" ? (
        <p className="text-sm text-slate-600">Sent with a key of another account than this connection uses now: the present key cannot read it.</p>
      ) : null}
      {provider.status === "unavailable" ? <p className="text-sm text-amber-800">Cannot be read right now: {provider.message}</p> : null}
    </li>
  );
}
