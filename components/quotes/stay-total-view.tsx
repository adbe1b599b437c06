import type { StayTotal } from "@/lib/portal/quotes/stay-total";
import { formatMoney } from "@/lib/portal/quotes/format-money";
import css from "./comparison.module.css";

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
        <ul className="mt-1 text-xs text-slate-700">
          <li>
            <span className={css.amount}>{money(total.wholeStayCents)}</span>Whole stay with tax
          </li>
          {total.lines.map((line, i) => (
            <li key={i} className={css.muted}>
              <span className={css.amount}>{line.cost.kind === "on-request" ? "—" : money(line.cost.cents)}</span>
              {line.role === "added" ? "+ " : ""}
              {line.summary} ({ROLE_NOTE[line.role]})
            </li>
          ))}
          <li className="border-t border-brand-600/20 font-semibold text-slate-900">
            <span className={css.amount}>{money(total.totalCents)}</span>Total{total.estimated ? " (estimate)" : ""}
          </li>
        </ul>
      </details>
    </div>
  );
}
