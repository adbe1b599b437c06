/** The comparison's shape while the quotes are read from the service. */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="animate-pulse">
      <span className="sr-only">Loading the quotes…</span>
      <div className="mb-8 h-8 w-72 rounded bg-slate-200" />
      <div className="flex gap-3 overflow-hidden">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[32rem] w-80 shrink-0 rounded-lg bg-slate-200/70" />
        ))}
      </div>
    </div>
  );
}
