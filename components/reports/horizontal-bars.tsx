import { scaleLinear } from "d3-scale";
import { CHART_TEXT } from "./chart-layout";

export type HorizontalBar = { label: string; value: number; text: string };

const WIDTH = 480;
const ROW = 32;
const LABEL = 150;
const VALUE = 100;

/**
 * One bar a row, its name at the left and its amount at the right: for named categories
 * (destinations), whose names would not fit under vertical bars.
 */
export function HorizontalBars({ bars }: { bars: HorizontalBar[] }) {
  const x = scaleLinear()
    .domain([0, Math.max(1, ...bars.map((bar) => bar.value))])
    .range([0, WIDTH - LABEL - VALUE]);
  const height = bars.length * ROW;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      {bars.map((bar, i) => (
        <g key={bar.label} transform={`translate(0,${i * ROW})`}>
          <text x={LABEL - 8} y={ROW / 2} dy="0.32em" textAnchor="end" className={CHART_TEXT}>
            {bar.label.length > 22 ? `${bar.label.slice(0, 21)}…` : bar.label}
          </text>
          <rect x={LABEL} y={5} width={Math.max(2, x(bar.value))} height={ROW - 10} rx={2} className="fill-brand-600" />
          <text x={LABEL + Math.max(2, x(bar.value)) + 6} y={ROW / 2} dy="0.32em" className={CHART_TEXT}>
            {bar.text}
          </text>
        </g>
      ))}
    </svg>
  );
}
