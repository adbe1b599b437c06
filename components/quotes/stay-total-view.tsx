import type { StayTotal } from "@/lib/portal/quotes/stay-total";
import { formatMoney } from "@/lib/portal/quotes/format-money";

const ROLE_NOTE = {
  "in-whole-stay": "in the whole stay",
  added: "estimate, added",
  refundable: "refundable, not in the total",
  "on-request": "on request",
} as const;

/** The total for the stay, and (expandable) how it is made up. */
export function StayTotalView({ total, testId }: { total: StayTotal; testId?: string }) {
  const money = (cents: number) => formatMoney(cents, total.currency);
  return (
    <div className="rounded-md bg-brand-50 px-3 py-2 ring-1 ring-brand-600/15 print:bg-white">
      <p className="text-xs font-medium text-slate-700">Total for this stay</p>
      <p className="text-lg font-semibold text-slate-900 tabular-nums" data-testid={testId} data-cents={total.totalCents} data-currency={total.currency}>
        {total.estimated ? <span className="text-sm font-medium text-slate-700">about </span> : null}
        {money(total.totalCents)}
        {total.onRequest ? <span className="block text-xs font-medium text-amber-800">+ charges on request</span> : null}
      </p>
      <details className="mt-1 text-sm">
        <summary className="cursor-pointer text-xs font-medium text-brand-700">How it is made up</summary>
        <table className="mt-1 w-full text-xs">
          <tbody>
            <tr>
              <th scope="row" className="py-0.5 pr-2 text-left font-normal text-slate-700">
                Whole stay with tax
              </th>
              <td className="text-right tabular-nums">{money(total.wholeStayCents)}</td>
            </tr>
            {total.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row" className="py-0.5 pr-2 text-left font-normal text-slate-600">
                  {line.role === "added" ? "+ " : ""}
                  {line.summary} <span className="text-slate-500">({ROLE_NOTE[line.role]})</span>
                </th>
                <td className="text-right text-slate-600 tabular-nums">{line.cost.kind === "on-request" ? "—" : money(line.cost.cents)}</td>
              </tr>
            ))}
            <tr className="border-t border-brand-600/20 font-semibold">
              <th scope="row" className="py-0.5 pr-2 text-left">
                Total{total.estimated ? " (estimate)" : ""}
              </th>
              <td className="text-right tabular-nums">{money(total.totalCents)}</td>
            </tr>
          </tbody>
        </table>
      </details>
    </div>
  );
}
