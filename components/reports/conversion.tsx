import type { Report } from "@/lib/portal/reports/get-report";

/** Quote-to-booking conversion: one number, said in words, with a bar for the eye. */
export function Conversion({ conversion }: { conversion: Report["conversion"] }) {
  if (conversion.rate === null) return <p className="text-sm text-slate-600">No enquiry sent in this period has received a quote yet.</p>;
  const percent = Math.round(conversion.rate * 100);
  return (
    <div className="flex flex-col gap-3" data-testid="conversion">
      <p className="text-3xl font-semibold tracking-tight text-slate-900">{percent}%</p>
      <p className="text-sm text-slate-700">
        {conversion.booked} of {conversion.quoted} quoted {conversion.quoted === 1 ? "enquiry was" : "enquiries were"} booked.
      </p>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600">A booking counts once it is made, even if it was cancelled later.</p>
    </div>
  );
}
