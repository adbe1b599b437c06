import type { ReactNode } from "react";
import { Table, TableCell, TableHeader } from "@/components/ui/table";

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
        <Table caption={name} hideCaption className="mt-2">
          <thead>
            <tr>
              {columns.map((column) => (
                <TableHeader key={column.label} scope="col" numeric={column.numeric}>
                  {column.label}
                </TableHeader>
              ))}
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) =>
                  j === 0 ? (
                    <TableHeader key={j} scope="row" numeric={columns[j]?.numeric} className="text-slate-900">
                      {cell}
                    </TableHeader>
                  ) : (
                    <TableCell key={j} numeric={columns[j]?.numeric}>
                      {cell}
                    </TableCell>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}
