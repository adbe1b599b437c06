"use client";

import { useMemo, useState, type ReactNode } from "react";
import { sortOrder, type SortKey } from "@/lib/portal/quotes/compare-quote";
import { Button } from "@/components/ui/button";

export type BoardColumn = {
  id: string;
  name: string;
  from: { cents: number; currency: string } | null;
  distanceKm: number | null;
  content: ReactNode;
};

/**
 * The columns, with what an agent does to them: sort, hide, pin one to the left, and show
 * only differing features. The columns themselves are rendered on the server; this only
 * orders and hides them.
 */
export function ComparisonBoard({ columns }: { columns: BoardColumn[] }) {
  const [sort, setSort] = useState<SortKey | "quote">("quote");
  const [hidden, setHidden] = useState<string[]>([]);
  const [pinned, setPinned] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);

  const ordered = useMemo(() => {
    const order = sort === "quote" ? columns.map((_, i) => i) : sortOrder(columns, sort);
    const list = order.map((i) => columns[i]!);
    const pin = list.find((c) => c.id === pinned);
    return pin ? [pin, ...list.filter((c) => c !== pin)] : list;
  }, [columns, sort, pinned]);
  const visible = ordered.filter((c) => !hidden.includes(c.id));

  return (
    <div className="group/board flex flex-col gap-3" data-only-differences={onlyDifferences}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm print:hidden" role="group" aria-label="Comparison controls">
        <label className="flex items-center gap-2">
          <span className="font-medium text-slate-700">Sort by</span>
          <select
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey | "quote")}
            className="rounded-md border-0 py-1.5 pr-8 pl-2 text-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600"
          >
            <option value="quote">The specialist&rsquo;s order</option>
            <option value="total">Total for the stay</option>
            <option value="distance">Distance</option>
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} className="size-4 rounded accent-brand-600" />
          <span className="font-medium text-slate-700">Only differences in features</span>
        </label>
        {hidden.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-slate-600">Hidden:</span>
            {hidden.map((id) => (
              <Button key={id} size="sm" variant="secondary" onClick={() => setHidden((h) => h.filter((x) => x !== id))}>
                Show {columns.find((c) => c.id === id)?.name}
              </Button>
            ))}
          </div>
        ) : null}
      </div>

      {/* relative: the columns' visually hidden labels are positioned, and must be clipped by this box, not widen the page. */}
      <div
        className="relative flex snap-x snap-mandatory gap-3 md:snap-none overflow-x-auto overscroll-x-contain pb-2 print:grid print:snap-none print:grid-flow-col print:auto-cols-fr print:gap-2 print:overflow-visible"
        role="list"
        aria-label="Quoted properties"
        tabIndex={0}
      >
        {visible.map((column) => (
          <div
            key={column.id}
            role="listitem"
            aria-label={column.name}
            data-testid="property-column"
            className={`w-[calc(100vw-3rem)] max-w-[22rem] shrink-0 snap-start rounded-lg bg-white shadow-sm ring-1 ring-slate-200 sm:w-80 print:w-auto print:max-w-none print:break-inside-avoid print:shadow-none ${
              column.id === pinned ? "md:sticky md:left-0 md:z-10 md:shadow-lg print:static" : ""
            }`}
          >
            <div className="flex justify-end gap-1 border-b border-slate-100 px-2 py-1.5 print:hidden">
              <Button size="sm" variant="ghost" aria-pressed={column.id === pinned} onClick={() => setPinned((p) => (p === column.id ? null : column.id))}>
                {column.id === pinned ? "Unpin" : "Pin to the left"}
                <span className="sr-only"> {column.name}</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setHidden((h) => [...h, column.id])} disabled={visible.length === 1}>
                Hide<span className="sr-only"> {column.name}</span>
              </Button>
            </div>
            {column.content}
          </div>
        ))}
      </div>
    </div>
  );
}
