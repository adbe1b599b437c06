import { scalePoint } from "d3-scale";
import { line } from "d3-shape";
import { CHART, CHART_TEXT, labelEvery } from "./chart-layout";
import { ValueAxis, valueScale } from "./value-axis";

export type Series = { name: string; values: (number | null)[]; className: string; dashed?: boolean };

/**
 * Lines over categories (weeks), drawn on the server as SVG with d3-scale and d3-shape.
 * A missing value breaks its line; each value also has a dot, so a lone week shows.
 */
export function LineChart({ labels, series, formatValue }: { labels: string[]; series: Series[]; formatValue: (value: number) => string }) {
  const { width, height, margin } = CHART;
  const x = scalePoint<string>()
    .domain(labels)
    .range([margin.left, width - margin.right])
    .padding(0.5);
  const all = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const y = valueScale(all);
  const every = labelEvery(labels.length);
  const path = line<number | null>()
    .defined((value) => value !== null)
    .x((_, i) => x(labels[i]!)!)
    .y((value) => y(value!));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" aria-hidden="true" focusable="false">
      <ValueAxis y={y} formatValue={formatValue} />
      {labels.map((label, i) =>
        i % every === 0 ? (
          <text key={label} x={x(label)} y={height - margin.bottom + 20} textAnchor="middle" className={CHART_TEXT}>
            {label}
          </text>
        ) : null,
      )}
      <line x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} className="stroke-slate-400" />
      {series.map((s) => (
        <g key={s.name} className={s.className}>
          <path d={path(s.values) ?? undefined} fill="none" stroke="currentColor" strokeWidth={2} strokeDasharray={s.dashed ? "5 4" : undefined} />
          {s.values.map((value, i) => (value === null ? null : <circle key={i} cx={x(labels[i]!)} cy={y(value)} r={3} fill="currentColor" />))}
        </g>
      ))}
    </svg>
  );
}
