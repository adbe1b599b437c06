import { LocalTime } from "@/components/time/time-zone";
import { Card } from "@/components/ui/card";
import type { DeskPreference } from "@/lib/service/backoffice/get-desk-enquiry";

/** The option the client prefers, as the agent's system reported it. */
export function PreferenceCard({ preference }: { preference: DeskPreference }) {
  return (
    <Card title="Client preference" description={<>Reported by the agent&apos;s system <LocalTime at={preference.updatedAt} />. It books nothing.</>}>
      <p className="text-sm text-slate-900" data-testid="client-preference">
        The client prefers <span className="font-medium">{preference.propertyName ?? "an option of an earlier quote"}</span> · {preference.unitName}
      </p>
      {preference.note ? <p className="mt-2 text-sm whitespace-pre-line text-slate-700">“{preference.note}”</p> : null}
    </Card>
  );
}
