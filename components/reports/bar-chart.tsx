import { scaleBand } from "d3-scale";
import { CHART, CHART_TEXT, labelEvery, MAX_BAR } from "./chart-layout";
import { ValueAxis, valueScale } from "./value-axis";

export type Bar = { label: string; value: number };

/**
 * Vertical bars drawn on the server as SVG (d3-scale works out the positions and the
 * ticks): no chart code reaches the browser.
 */
export function BarChart({ bars, formatValue }: { bars: Bar[]; formatValue: (value: number) => string }) {
  const { width, height, margin } = CHART;
  // Few bars keep their width and stand in the middle.
  const inner = width - margin.left - margin.right;
  const used = Math.min(inner, bars.length * MAX_BAR * 1.25);
  const start = margin.left + (inner - used) / 2;
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.label))
    .range([start, start + used])
    .padding(0.2);
  const y = valueScale(bars.map((bar) => bar.value));
  const every = labelEvery(bars.length);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <ValueAxis y={y} formatValue={formatValue} />
      {bars.map((bar, i) => (
        <g key={bar.label}>
          <rect x={x(bar.label)} y={y(bar.value)} width={x.bandwidth()} height={y(0) - y(bar.value)} rx={2} className="fill-brand-600" />
          {i % every === 0 ? (
            <text x={x(bar.label)! + x.bandwidth() / 2} y={height - margin.bottom + 20} textAnchor="middle" className={CHART_TEXT}>
              {bar.label}
            </text>
          ) : null}
        </g>
      ))}
      <line x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
    </svg>
  );
}
