/** Shown while a portal page loads its data: the shape of a page, announced politely. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="animate-pulse">
      <span className="sr-only">Loading…</span>
      <div className="mb-8 h-8 w-56 rounded bg-slate-200" />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="h-48 rounded-lg bg-slate-200/70" />
        <div className="h-48 rounded-lg bg-slate-200/70" />
      </div>
    </div>
  );
}
