import type { StayTotal } from "@/lib/portal/quotes/stay-total";
import { formatMoney } from "@/lib/shared/format";
import css from "./comparison.module.css";

const ROLE_NOTE = {
  "in-whole-stay": "in the whole stay",
  added: "estimate, added",
  refundable: "refundable, not in the total",
  "on-request": "on request",
  optional: "optional, not in the total",
} as const;

/** How a unit's total for the stay (shown in the summary) is made up, collapsed; left out of print. */
export function TotalBreakdown({ total }: { total: StayTotal }) {
  const money = (cents: number) => formatMoney(cents, total.currency);
  return (
    <details className="text-sm print:hidden">
      <summary className="cursor-pointer text-xs font-medium text-brand-700">How the total of {money(total.totalCents)} is made up</summary>
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
  );
}
