import type { Report } from "@/lib/portal/reports/get-report";
import { BarChart } from "./bar-chart";
import { ChartFigure } from "./chart-figure";
import { plural, weekLong, weekShort } from "./labels";

export function WeeklyEnquiries({ perWeek, total }: { perWeek: Report["perWeek"]; total: number }) {
  const busiest = perWeek.reduce<(typeof perWeek)[number] | null>((top, week) => (top === null || week.count > top.count ? week : top), null);
  const summary =
    total === 0 || busiest === null
      ? "no enquiries were sent in this period."
      : `${plural(total, "enquiry", "enquiries")} over ${plural(perWeek.length, "week", "weeks")}; the busiest was the ${weekLong(busiest.week).toLowerCase()}, with ${busiest.count}.`;
  return (
    <ChartFigure
      name="Enquiries per week"
      summary={summary}
      testId="enquiries-per-week"
      columns={[{ label: "Week" }, { label: "Enquiries", numeric: true }]}
      rows={perWeek.map((week) => [weekLong(week.week), week.count])}
    >
      <BarChart bars={perWeek.map((week) => ({ label: weekShort(week.week), value: week.count }))} formatValue={(value) => value.toLocaleString("en-GB")} />
    </ChartFigure>
  );
}
