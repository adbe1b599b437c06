import { LocalTime } from "@/components/time/time-zone";
import { Card } from "@/components/ui/card";
import type { EnquiryAmendment } from "@/lib/contract/amendment";
import { amendedBy, changeRow } from "@/lib/shared/amendment-words";

/** What the agent's side changed in the enquiry's details after sending it, newest first: each change from → to. */
export function AmendmentsCard({ amendments }: { amendments: EnquiryAmendment[] }) {
  return (
    <Card title="Amendments" description="Changes the agent's side made to the details, newest first. The enquiry above shows them as they are now.">
      <ol className="flex flex-col gap-4 text-sm" data-testid="amendments">
        {amendments.map((amendment) => (
          <li key={amendment.id}>
            <p className="font-medium text-slate-900">
              Version {amendment.version} · changed <LocalTime at={amendment.createdAt} /> by {amendedBy(amendment.authorName)}
            </p>
            <ul className="mt-1 flex flex-col gap-1">
              {amendment.changes.map((change) => {
                const words = changeRow(change);
                return (
                  // Before and after each wrap as a whole where they fit on a line: a date range is not cut in two.
                  <li key={change.field} className="wrap-anywhere text-slate-700">
                    <span className="text-slate-500">{words.label}:</span> <span className="inline-block">{words.from}</span> <span aria-hidden="true">→</span>
                    <span className="sr-only">, now</span> <span className="inline-block font-medium text-slate-900">{words.to}</span>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
