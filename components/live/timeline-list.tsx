import { LocalTime } from "@/components/time/time-zone";
import type { TimelineEntry, TimelineSource, UpdatesGap } from "@/lib/portal/live/messages";


type Row = { kind: "entry"; entry: TimelineEntry } | { kind: "gap"; gap: UpdatesGap };

/** Events in their order, each stretch without live updates placed where it began. */
function rowsOf(entries: TimelineEntry[], gaps: UpdatesGap[]): Row[] {
  const rows: Row[] = entries.map((entry) => ({ kind: "entry", entry }));
  for (const gap of gaps) {
    const from = Date.parse(gap.from);
    const index = rows.findIndex((row) => row.kind === "entry" && Date.parse(row.entry.occurredAt) > from);
    rows.splice(index < 0 ? rows.length : index, 0, { kind: "gap", gap });
  }
  return rows;
}

/** Each source's provider name by connection, when the enquiry went to several (one provider: no marks). */
export function providerNames(sources: TimelineSource[]): Record<string, string> | undefined {
  if (new Set(sources.map((s) => s.connectionId)).size < 2) return undefined;
  return Object.fromEntries(sources.map((s) => [s.connectionId, s.name]));
}

/**
 * The timeline's markup: the same on the server (first paint) and once the live client has
 * taken over. With `providers`, each event names the provider it came from.
 */
export function TimelineList({ entries, gaps = [], providers }: { entries: TimelineEntry[]; gaps?: UpdatesGap[]; providers?: Record<string, string> }) {
  if (entries.length === 0 && gaps.length === 0) return <p className="text-sm text-slate-600">No events received yet. They appear here as the provider sends them.</p>;
  return (
    <ol className="relative flex flex-col gap-3 border-l border-slate-200 pl-4" aria-label="Timeline" data-testid="timeline">
      {rowsOf(entries, gaps).map((row) =>
        row.kind === "entry" ? (
          <li key={row.entry.seq} className="relative" data-event-type={row.entry.eventType} data-provider={providers?.[row.entry.connectionId]}>
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand-600" />
            <p className="text-sm text-slate-900">{row.entry.text}</p>
            <p className="text-xs text-slate-500">
              {providers ? <span className="font-medium text-slate-700">{providers[row.entry.connectionId] ?? "A removed provider"} · </span> : null}
              <LocalTime at={row.entry.occurredAt} seconds />
            </p>
          </li>
        ) : (
          <li key={`gap-${row.gap.from}`} className="relative rounded-md bg-amber-50 px-3 py-2 ring-1 ring-amber-600/20" data-testid="timeline-gap">
            <span aria-hidden="true" className="absolute top-3.5 -left-[1.3rem] size-2 rounded-full border border-amber-600 bg-white" />
            {row.gap.to ? (
              <p className="text-sm text-amber-900">
                Live updates were off from <LocalTime at={row.gap.from} seconds /> to <LocalTime at={row.gap.to} seconds />. The
                provider sent no events in that stretch, so some may be missing here; the state and quotes on this page are read from the
                provider.
              </p>
            ) : (
              <p className="text-sm text-amber-900">
                Live updates are off since <LocalTime at={row.gap.from} seconds />: the provider sends no events, so none are
                added here. The state and quotes on this page are read from the provider every few seconds.
              </p>
            )}
          </li>
        ),
      )}
    </ol>
  );
}
