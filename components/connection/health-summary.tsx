import type { ConnectionHealth } from "@/lib/portal/connections/connection-health";
import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "../ui/badge";

/** A provider's health in words: working or failing, its last success and its last failure with what went wrong. */
export function HealthBadge({ health }: { health: ConnectionHealth }) {
  if (health.status === "unknown") return <Badge>Not used yet</Badge>;
  return <Badge tone={health.status === "ok" ? "success" : "danger"}>{health.status === "ok" ? "Working" : "Failing"}</Badge>;
}

export function HealthLines({ health }: { health: ConnectionHealth }) {
  if (health.status === "unknown") return <p className="text-slate-600">Nothing was asked of it yet: test it, or send an enquiry.</p>;
  return (
    <div className="flex flex-col gap-1 text-slate-700" data-testid="connection-health">
      <p>
        {health.lastSuccessAt ? (
          <>
            Last success <LocalTime at={health.lastSuccessAt} />.
          </>
        ) : (
          "No success yet."
        )}
      </p>
      <p>
        {health.lastFailureAt ? (
          <>
            Last failure <LocalTime at={health.lastFailureAt} />: {health.lastFailureNote}
          </>
        ) : (
          "No failure."
        )}
      </p>
    </div>
  );
}
