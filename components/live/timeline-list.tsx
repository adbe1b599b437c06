import type { TimelineEntry } from "@/lib/portal/live/messages";
import { LocalTime } from "@/components/time/time-zone";


/** The timeline's markup: the same on the server (first paint) and once the live client has taken over. */
export function TimelineList({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No events received yet. They appear here as the provider sends them.</p>;
  return (
    <ol className="relative flex flex-col gap-3 border-l border-slate-200 pl-4" aria-label="Timeline" data-testid="timeline">
      {entries.map((entry) => (
        <li key={entry.seq} className="relative" data-event-type={entry.eventType}>
          <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand-600" />
          <p className="text-sm text-slate-900">{entry.text}</p>
          <p className="text-xs text-slate-500">
            <LocalTime at={entry.occurredAt} seconds />
          </p>
        </li>
      ))}
    </ol>
  );
}
