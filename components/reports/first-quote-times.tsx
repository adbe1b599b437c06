import type { Report } from "@/lib/portal/reports/get-report";
import { ChartFigure } from "./chart-figure";
import { hoursLabel, weekLong, weekShort } from "./labels";
import { LineChart } from "./line-chart";

/** Median and 90th percentile of the hours from sending to the first quote, week by week of sending. */
export function FirstQuoteTimes({ firstQuote, weeks }: { firstQuote: Report["firstQuote"]; weeks: string[] }) {
  if (firstQuote.length === 0) return <p className="text-sm text-slate-600">No enquiry sent in this period has received a quote yet.</p>;
  const byWeek = new Map(firstQuote.map((row) => [row.week, row]));
  const quoted = firstQuote.reduce((sum, row) => sum + row.quoted, 0);
  const slowest = firstQuote.reduce((top, row) => (row.p90Hours > top.p90Hours ? row : top));
  const summary = `${quoted} quoted enquiries over ${firstQuote.length} weeks; the slowest 90th percentile was ${hoursLabel(slowest.p90Hours)}, in the ${weekLong(slowest.week).toLowerCase()}.`;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-4 text-xs text-slate-700" aria-label="Lines of the chart">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-brand-700" /> Median
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed border-amber-600" /> 90th percentile
        </li>
      </ul>
      <ChartFigure
        name="Time from sending to the first quote"
        summary={summary}
        testId="time-to-first-quote"
        columns={[{ label: "Week sent" }, { label: "Quoted", numeric: true }, { label: "Median", numeric: true }, { label: "90th percentile", numeric: true }]}
        rows={firstQuote.map((row) => [weekLong(row.week), row.quoted, hoursLabel(row.medianHours), hoursLabel(row.p90Hours)])}
      >
        <LineChart
          labels={weeks.map(weekShort)}
          formatValue={hoursLabel}
          series={[
            { name: "Median", className: "text-brand-700", values: weeks.map((week) => byWeek.get(week)?.medianHours ?? null) },
            { name: "90th percentile", className: "text-amber-600", dashed: true, values: weeks.map((week) => byWeek.get(week)?.p90Hours ?? null) },
          ]}
        />
      </ChartFigure>
    </div>
  );
}
