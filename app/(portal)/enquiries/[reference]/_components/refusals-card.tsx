import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/time/time-zone";
import type { ProviderRefusalView } from "@/lib/portal/enquiries/get-enquiry-view";
import { SendAgainButton } from "./send-again-button";

/** The providers that refused the enquiry, each with its reason, and "send again". */
export function RefusalsCard({ reference, refusals }: { reference: string; refusals: ProviderRefusalView[] }) {
  if (refusals.length === 0) return null;
  const sendable = refusals.some((r) => !r.connection.removed);
  return (
    <Card
      title={refusals.length === 1 ? "A provider refused the enquiry" : `${refusals.length} providers refused the enquiry`}
      description="The enquiry went ahead with the providers that took it. Correct what a provider asks for at its end, or try again later if it was down."
      actions={sendable ? <SendAgainButton reference={reference} /> : null}
    >
      <ul className="divide-y divide-slate-100" aria-label="Refusals">
        {refusals.map((refusal) => (
          <li key={refusal.connection.id} className="py-3 first:pt-0 last:pb-0" data-testid="provider-refusal" data-provider={refusal.connection.name}>
            <p className="text-sm font-medium text-slate-900">
              {refusal.connection.name}
              {refusal.connection.removed ? <span className="font-normal text-slate-500"> (removed: it cannot be sent again)</span> : null}
            </p>
            <p className="text-sm text-red-700">{refusal.message}</p>
            {refusal.fieldErrors ? (
              <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                {[...new Set(Object.values(refusal.fieldErrors).flat())].map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
            <p className="mt-1 text-xs text-slate-500">
              Refused <LocalTime at={refusal.refusedAt} seconds />
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
