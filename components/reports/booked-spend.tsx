import { formatMoneyRounded } from "@/lib/shared/format";
import type { Report } from "@/lib/portal/reports/get-report";
import { BarChart } from "./bar-chart";
import { ChartFigure } from "./chart-figure";
import { monthLabel, plural } from "./labels";
import { HorizontalBars } from "./horizontal-bars";

type Spend = Report["spend"];

/** Amounts in different currencies are never added: one chart per currency. */
const currencies = (rows: { currency: string }[]) => [...new Set(rows.map((row) => row.currency))].sort();

export function SpendByDestination({ spend }: { spend: Spend }) {
  if (spend.byDestination.length === 0) return <NoBookings unpriced={spend.unpriced} />;
  return (
    <div className="flex flex-col gap-6">
      <Unpriced count={spend.unpriced} />
      {currencies(spend.byDestination).map((currency) => {
        const rows = spend.byDestination.filter((row) => row.currency === currency);
        const top = rows[0]!;
        return (
          <ChartFigure
            key={currency}
            name={`Booked spend by destination in ${currency}`}
            caption={currencyName(currency)}
            summary={`${plural(rows.length, "destination", "destinations")}; the most was ${formatMoneyRounded(top.cents, currency)} in ${top.destination}.`}
            testId={`spend-by-destination-${currency}`}
            columns={[{ label: "Destination" }, { label: "Bookings", numeric: true }, { label: `Spend (${currency})`, numeric: true }]}
            rows={rows.map((row) => [row.destination, row.bookings, formatMoneyRounded(row.cents, currency)])}
          >
            <HorizontalBars bars={rows.map((row) => ({ label: row.destination, value: row.cents, text: formatMoneyRounded(row.cents, currency) }))} />
          </ChartFigure>
        );
      })}
    </div>
  );
}

export function SpendByMonth({ spend }: { spend: Spend }) {
  if (spend.byMonth.length === 0) return <NoBookings unpriced={spend.unpriced} />;
  return (
    <div className="flex flex-col gap-6">
      {currencies(spend.byMonth).map((currency) => {
        const rows = spend.byMonth.filter((row) => row.currency === currency);
        const total = rows.reduce((sum, row) => sum + row.cents, 0);
        return (
          <ChartFigure
            key={currency}
            name={`Booked spend by month in ${currency}`}
            caption={currencyName(currency)}
            summary={`${formatMoneyRounded(total, currency)} over ${plural(rows.length, "month", "months")} with bookings.`}
            testId={`spend-by-month-${currency}`}
            columns={[{ label: "Month booked" }, { label: "Bookings", numeric: true }, { label: `Spend (${currency})`, numeric: true }]}
            rows={rows.map((row) => [monthLabel(row.month), row.bookings, formatMoneyRounded(row.cents, currency)])}
          >
            <BarChart bars={rows.map((row) => ({ label: monthLabel(row.month), value: row.cents }))} formatValue={(cents) => formatMoneyRounded(cents, currency)} />
          </ChartFigure>
        );
      })}
    </div>
  );
}

const CURRENCY_NAMES = new Intl.DisplayNames("en-GB", { type: "currency" });
/** "Euro (EUR)"; the code alone when it is not one Intl knows. */
function currencyName(code: string): string {
  const name = CURRENCY_NAMES.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

function NoBookings({ unpriced }: { unpriced: number }) {
  if (unpriced > 0) return <Unpriced count={unpriced} />;
  return <p className="text-sm text-slate-600">No enquiry sent in this period has been booked.</p>;
}

/** Bookings left out of the spend because the portal does not know the booked unit's total. */
function Unpriced({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="spend-unpriced">
      {plural(count, "booking is", "bookings are")} not counted: the portal does not know which unit was booked or what it cost.
    </p>
  );
}
