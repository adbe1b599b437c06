import type { ReactNode } from "react";

export type TableColumn = { label: string; numeric?: boolean };

/**
 * A chart and the same figures as a table: the drawing says its gist in words to a screen
 * reader (role="img" with a label), and the table beneath, folded away, gives every value
 * to anyone who would rather read than look.
 */
export function ChartFigure({
  name,
  caption,
  summary,
  columns,
  rows,
  children,
  testId,
}: {
  name: string;
  /** Shown above the drawing when the card's heading does not say it all (the currency). */
  caption?: string;
  summary: string;
  columns: TableColumn[];
  rows: ReactNode[][];
  children: ReactNode;
  testId: string;
}) {
  return (
    <figure className="flex flex-col gap-3" data-testid={testId}>
      {caption ? <figcaption className="text-sm font-medium text-slate-700">{caption}</figcaption> : null}
      <div role="img" aria-label={`${name}: ${summary}`}>
        {children}
      </div>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
          {name}: the figures as a table
        </summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{name}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={`py-1.5 pr-4 font-medium ${column.numeric ? "text-right" : ""}`}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i} className="border-b border-slate-100 last:border-0">
                  {cells.map((cell, j) => {
                    const Cell = j === 0 ? "th" : "td";
                    return (
                      <Cell key={j} scope={j === 0 ? "row" : undefined} className={`py-1.5 pr-4 ${j === 0 ? "font-normal text-slate-900" : "text-slate-700"} ${columns[j]?.numeric ? "text-right tabular-nums" : ""}`}>
                        {cell}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
