import Link from "next/link";
import type { Report } from "@/lib/portal/reports/get-report";
import { plural } from "./labels";

/** The open enquiries without a quote, those waiting longest first, each a link to its page. */
export function WaitingList({ waiting }: { waiting: Report["waiting"] }) {
  if (waiting.length === 0) return <p className="text-sm text-slate-600">Every open enquiry has a quote.</p>;
  return (
    <ol className="flex flex-col divide-y divide-slate-100" aria-label="Enquiries waiting longest for a quote" data-testid="waiting-longest">
      {waiting.map((row) => (
        <li key={row.serviceReference} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm">
          <span className="min-w-0">
            <Link href={`/enquiries/${encodeURIComponent(row.serviceReference)}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {row.serviceReference}
            </Link>
            <span className="break-words text-slate-600"> · {row.placeLabel}</span>
          </span>
          <span className="text-slate-700 tabular-nums">{row.waitingDays === 0 ? "sent today" : `${plural(row.waitingDays, "day", "days")} waiting`}</span>
        </li>
      ))}
    </ol>
  );
}
