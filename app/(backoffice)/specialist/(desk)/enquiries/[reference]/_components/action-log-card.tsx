import { LocalTime } from "@/components/time/time-zone";
import { Card } from "@/components/ui/card";
import type { DeskAction } from "@/lib/service/backoffice/get-desk-enquiry";

/** Who did what on the enquiry, newest first. */
export function ActionLogCard({ actions }: { actions: DeskAction[] }) {
  return (
    <Card title="Action log" description="Who did what, newest first.">
      {actions.length === 0 ? (
        <p className="text-sm text-slate-600">No action yet.</p>
      ) : (
        <ol className="flex flex-col gap-3 text-sm" data-testid="action-log">
          {actions.map((a) => (
            <li key={a.id}>
              <span className="text-slate-900">{a.summary}</span>
              <span className="block text-xs text-slate-500">
                {a.by} · <LocalTime at={a.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
