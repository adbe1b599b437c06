"use client";

import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { sortOrder, type SortKey } from "@/lib/portal/quotes/compare-quote";
import { Button } from "@/components/ui/button";
import type { BoardColumn } from "./board-column";
import { OptionTable } from "./option-table";
import { SUMMARY_ROWS } from "./unit-summary";
import { cn } from "@/lib/shared/cn";

export type { BoardColumn, BoardOption } from "./board-column";

/**
 * The columns, with what an agent does to them: sort, hide, pin one to the left, and show
 * only differing features. The cells are rendered on the server; this orders and hides
 * them, and lays every column on the same grid rows (CSS subgrid), so that a summary row
 * starts at the same height in every column whatever the lengths above it. On a phone a
 * table of every option comes first, and one property's column opens from it.
 */
export function ComparisonBoard({ columns, extraRow, detailsUrl }: { columns: BoardColumn[]; extraRow: boolean; detailsUrl?: string }) {
  const [sort, setSort] = useState<SortKey | "quote">("quote");
  const [hidden, setHidden] = useState<string[]>([]);
  const [pinned, setPinned] = useState<string | null>(null);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const details = useDeferredDetails(detailsUrl);

  const ordered = useMemo(() => {
    const order = sort === "quote" ? columns.map((_, i) => i) : sortOrder(columns, sort);
    const list = order.map((i) => columns[i]!);
    const pin = list.find((c) => c.id === pinned);
    return pin ? [pin, ...list.filter((c) => c !== pin)] : list;
  }, [columns, sort, pinned]);
  const visible = ordered.filter((c) => !hidden.includes(c.id));

  const perUnit = SUMMARY_ROWS.length + (extraRow ? 1 : 0);
  const slots = Math.max(1, ...visible.map((c) => c.units.length));
  // controls, head, distance, the unit slots, details
  const rows = 3 + slots * perUnit + 1;

  // Opening an option on a phone shows its property in place of the table's focus.
  useEffect(() => {
    if (!open) return;
    const heading = board.current?.querySelector<HTMLElement>(`[data-column="${CSS.escape(open)}"] [data-heading]`);
    heading?.focus();
    heading?.scrollIntoView({ block: "start" });
  }, [open]);

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
        <label className="flex items-center gap-2 max-md:hidden">
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

      {open === null ? <OptionTable columns={visible} onOpen={setOpen} /> : null}

      {/* relative: the columns' visually hidden labels are positioned, and must be clipped by this box, not widen the page. */}
      <div
        ref={board}
        className={cn("relative grid grid-cols-1 gap-x-3 overflow-x-auto overscroll-x-contain pb-2 md:grid-cols-[repeat(var(--columns),minmax(13rem,1fr))] print:grid-cols-[repeat(var(--columns),minmax(0,1fr))] print:gap-x-2 print:overflow-visible print:pb-0", open === null ? "max-md:hidden" : "")}
        style={{ "--columns": visible.length } as CSSProperties}
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
            data-column={column.id}
            style={{ gridRow: `span ${rows}` }}
            className={cn("grid min-w-0 grid-cols-[minmax(0,1fr)] grid-rows-subgrid rounded-lg bg-white shadow-sm ring-1 ring-slate-200 print:shadow-none", open !== null && column.id !== open ? "max-md:hidden" : "", column.id === pinned ? "md:sticky md:left-0 md:z-10 md:shadow-[6px_0_10px_-4px_rgb(15_23_42/0.35)] md:ring-2 md:ring-brand-600 print:static print:ring-1 print:ring-slate-200" : "")}
          >
            <div className="flex items-center justify-end gap-1 border-b border-slate-100 px-2 py-1.5 print:hidden">
              {open === column.id ? (
                <Button size="sm" variant="secondary" className="mr-auto md:hidden" onClick={() => setOpen(null)}>
                  ← Every option
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="ghost"
                className="max-md:hidden"
                aria-pressed={column.id === pinned}
                onClick={() => setPinned((p) => (p === column.id ? null : column.id))}
              >
                {column.id === pinned ? "Unpin" : "Pin to the left"}
                <span className="sr-only"> {column.name}</span>
              </Button>
              <Button size="sm" variant="ghost" className="max-md:hidden" onClick={() => setHidden((h) => [...h, column.id])} disabled={visible.length === 1}>
                Hide<span className="sr-only"> {column.name}</span>
              </Button>
            </div>
            {column.head}
            {column.distance}
            {Array.from({ length: slots }, (_, slot) => column.units[slot] ?? Array.from({ length: perUnit }, (_, i) => <div key={i} aria-hidden="true" />))}
            {detailsUrl === undefined ? column.details : <DeferredDetails state={details} id={column.id} />}
          </div>
        ))}
      </div>
    </div>
  );
}

type DetailsState = { status: "loading" } | { status: "failed" } | { status: "loaded"; html: Record<string, string> };

/**
 * The properties' details, fetched once the board is on screen: they are most of the
 * comparison's weight and the same for every view of one version of the quote, so the
 * page leaves them out and the browser keeps them.
 */
function useDeferredDetails(url: string | undefined): DetailsState {
  // Kept with the URL it answers: a new version of the quote shows "loading" until its own details arrive.
  const [answer, setAnswer] = useState<{ url: string; state: DetailsState } | null>(null);
  useEffect(() => {
    if (url === undefined) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal, credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`details answered ${response.status}`);
        const html = (await response.json()) as Record<string, string>;
        setAnswer({ url, state: { status: "loaded", html } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ url, state: { status: "failed" } });
      });
    return () => controller.abort();
  }, [url]);
  return answer !== null && answer.url === url ? answer.state : { status: "loading" };
}

function DeferredDetails({ state, id }: { state: DetailsState; id: string }) {
  if (state.status === "loaded" && state.html[id] !== undefined) return <div dangerouslySetInnerHTML={{ __html: state.html[id] }} />;
  return (
    <p className="mt-3 border-t border-slate-200 px-3 pt-3 pb-4 text-sm text-slate-600" aria-live="polite">
      {state.status === "loading" ? "Loading the details…" : "The details could not be loaded. Reload the page to try again."}
    </p>
  );
}
