import { scaleLinear } from "d3-scale";
import { CHART, CHART_TEXT } from "./chart-layout";

/** The value scale both vertical charts share: zero to the largest value, rounded to four ticks. */
export function valueScale(values: number[]) {
  const { height, margin } = CHART;
  return scaleLinear()
    .domain([0, Math.max(1, ...values)])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
}

/** The value scale's gridlines with their labels, left of the plot. */
export function ValueAxis({ y, formatValue }: { y: ReturnType<typeof valueScale>; formatValue: (value: number) => string }) {
  const { width, margin } = CHART;
  return y.ticks(4).map((tick) => (
    <g key={tick} transform={`translate(0,${y(tick)})`}>
      <line x1={margin.left} x2={width - margin.right} className="stroke-slate-200" />
      <text x={margin.left - 6} dy="0.32em" textAnchor="end" className={CHART_TEXT}>
        {formatValue(tick)}
      </text>
    </g>
  ));
}
