import type { ReactNode } from "react";
import type { ComparedProperty, ComparedUnit } from "@/lib/portal/quotes/compare-quote";
import { formatMoney } from "@/lib/shared/format";
import { clientShare, markupWords, type ClientPrice, type Markup } from "@/lib/portal/pricing/markup";
import { kmLabel } from "./labels";
import { cancellationWords, clientTotalWords, depositWords, roomsWords, totalWords } from "./summary-words";
import css from "./comparison.module.css";

/** What a page may add to every option (a unit of a property), e.g. a control to choose it or a mark that it was booked. */
/** `source`: which of the compared quotes (one per provider) the option is from. */
export type OptionRef = { source: number; itemId: string; unitIndex: number; unitName: string; propertyName: string };
export type RenderOption = (option: OptionRef) => ReactNode;

export const SUMMARY_ROWS = ["unit", "total", "per-night", "cancellation", "deposit"] as const;

/** The agency's price of each option (quote-comparison.tsx PriceView): the client's only, or the provider's beside it. */
export type OptionPrice = { show: "client" | "agent"; of: (unit: ComparedUnit) => ClientPrice | null; markup: Markup };

type Props = { compared: ComparedUnit; option: OptionRef; slot: number; testId: string; extra?: RenderOption; price?: OptionPrice };

/**
 * One unit's summary cells, one per row of SUMMARY_ROWS (plus the page's extra when given):
 * the board lays them on shared grid rows, so each row starts at the same height in every column.
 */
function unitSummaryCells({ compared, option, slot, testId, extra, price }: Props): ReactNode[] {
  const { unit, total, facts } = compared;
  const priced = price?.of(compared) ?? null;
  const clientOnly = price?.show === "client";
  const perNightCents = facts.perNightCents !== null && priced && clientOnly ? clientShare(facts.perNightCents, priced) : facts.perNightCents;
  const currency = total?.currency ?? unit.priceBreakdown?.currency ?? null;
  const cell = (row: string, label: string | null, children: ReactNode) => (
    <div key={row} data-row={row} data-slot={slot} className={css.cell}>
      {label ? <p className={css.label}>{label}</p> : null}
      {children}
    </div>
  );
  const cells = [
    <div key="unit" data-row="unit" data-slot={slot} className={css.unitCell}>
      <h3 className="text-sm font-semibold text-slate-900">{unit.unitName}</h3>
      <p className="text-sm text-slate-700">{roomsWords(facts.bedrooms, facts.sleeps)}</p>
    </div>,
    cell(
      "total",
      "Total for the stay",
      total && priced && clientOnly ? (
        <p className={css.total} data-testid={testId} data-cents={priced.clientCents} data-currency={total.currency}>
          {clientTotalWords(total, priced)}
        </p>
      ) : total && priced ? (
        <AgentPrice total={total} priced={priced} testId={testId} markup={price!.markup} />
      ) : total ? (
        <p className={css.total} data-testid={testId} data-cents={total.totalCents} data-currency={total.currency}>
          {totalWords(total)}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Price on request</p>
      ),
    ),
    cell(
      "per-night",
      facts.period === "DAILY" ? "Per day, tax included" : "Per night, tax included",
      <p className={css.value}>{perNightCents !== null && currency ? formatMoney(perNightCents, currency) : "—"}</p>,
    ),
    cell("cancellation", "Cancellation", <p className="text-sm text-slate-900">{cancellationWords(facts.cancellation)}</p>),
    cell("deposit", "Deposit", <p className={css.value}>{depositWords(facts.deposit, currency)}</p>),
  ];
  if (extra) cells.push(cell("extra", null, extra(option)));
  return cells;
}

/** For the agent: the provider's total, the agency's markup and the client's price, side by side. */
function AgentPrice({ total, priced, testId, markup }: { total: NonNullable<ComparedUnit["total"]>; priced: ClientPrice; testId: string; markup: Markup }) {
  const money = (cents: number) => formatMoney(cents, priced.currency);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm" data-testid={`${testId}-prices`}>
      <dt className="text-slate-600">Provider</dt>
      <dd className={css.total} data-testid={testId} data-cents={total.totalCents} data-currency={total.currency}>
        {totalWords(total)}
      </dd>
      <dt className="text-slate-600">Markup</dt>
      <dd className="text-slate-900 tabular-nums" data-testid={`${testId}-markup`}>
        {priced.notApplied ?? (markup.kind === "none" ? "None" : `+${money(priced.markupCents)} (${markupWords(markup)})`)}
      </dd>
      <dt className="text-slate-600">Client</dt>
      <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`${testId}-client`}>
        {clientTotalWords(total, priced)}
      </dd>
    </dl>
  );
}

/** A property's distance from the enquiry's location: the row above its units' cells. */
export function DistanceCell({ distanceKm }: { distanceKm: number | null }) {
  return (
    <div data-row="distance" className="px-3 pt-2 print:flex print:justify-between print:gap-2 print:px-1.5 print:pt-1">
      <p className={css.label}>Distance</p>
      <p className="text-sm text-slate-900">{distanceKm === null ? "Not given" : `${kmLabel(distanceKm)} from the enquiry's location`}</p>
    </div>
  );
}

/**
 * Each unit's summary cells of one property, cheapest first: `index` is the property's
 * place in the comparison, `source` which compared quote it is from.
 */
export function propertyUnitCells({ compared, index, source, extra, price }: { compared: ComparedProperty; index: number; source: number; extra?: RenderOption; price?: OptionPrice }): ReactNode[][] {
  const { item } = compared;
  return compared.units.map((unit, slot) =>
    unitSummaryCells({
      compared: unit,
      slot,
      testId: `unit-${index}-${unit.index}-total`,
      option: { source, itemId: item.id, unitIndex: unit.index, unitName: unit.unit.unitName, propertyName: item.property.propertyName },
      extra,
      price,
    }),
  );
}
