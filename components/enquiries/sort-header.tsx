import Link from "next/link";
import type { ReactNode } from "react";
import { TableHeader } from "@/components/ui/table";
import type { SortDirection, SortKey } from "@/lib/portal/enquiries/enquiry-list-query";

/** How the list is sorted, and the address of each column's sort (the page builds them from its query). */
export type ListSorting = { key: SortKey; dir: SortDirection; href: (key: SortKey, dir: SortDirection) => string };

/**
 * A column heading that sorts by its column: a link (the sort is in the URL like the
 * filters), announcing the current order with aria-sort.
 */
export function SortHeader({ column, sorting, children }: { column: SortKey; sorting?: ListSorting; children: ReactNode }) {
  if (!sorting) {
    return (
      <TableHeader scope="col">{children}</TableHeader>
    );
  }
  const active = sorting.key === column;
  const next: SortDirection = active ? (sorting.dir === "asc" ? "desc" : "asc") : column === "created" ? "desc" : "asc";
  return (
    <TableHeader scope="col" aria-sort={active ? (sorting.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link
        href={sorting.href(column, next)}
        className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {children}
        <span aria-hidden="true">{active ? (sorting.dir === "asc" ? "▲" : "▼") : "↕"}</span>
        <span className="sr-only">{active ? `, sorted ${sorting.dir === "asc" ? "ascending" : "descending"}` : ", sort"}</span>
      </Link>
    </TableHeader>
  );
}
