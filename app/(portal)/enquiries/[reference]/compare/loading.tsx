/** The comparison's shape while the quotes are read from the service. */
export default function Loading() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="animate-pulse">
      <span className="sr-only">Loading the quotes…</span>
      <div className="mb-8 h-8 w-72 rounded bg-slate-200" />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-4" data-wide>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[32rem] rounded-lg bg-slate-200/70 max-md:[&:nth-child(n+2)]:hidden" />
        ))}
      </div>
    </div>
  );
}
