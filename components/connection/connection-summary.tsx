import type { ReactNode } from "react";
import type { ConnectionView } from "@/lib/portal/connections/get-connection";
import { Badge } from "../ui/badge";
import { LocalTime } from "@/components/time/time-zone";
import { HealthBadge, HealthLines } from "./health-summary";

/** Where a provider is, which key (masked), its health and live updates, and how the last test went. */
export function ConnectionSummary({ connection, builtInUrl, showKey = true }: { connection: ConnectionView; builtInUrl: string; showKey?: boolean }) {
  return (
    <dl className="flex flex-col gap-4 text-sm">
      <Row label="Environment">
        <Badge tone={connection.environment === "production" ? "warning" : "brand"}>
          {connection.environment === "production" ? "Production" : "Sandbox"}
        </Badge>
      </Row>
      <Row label="Service">
        {connection.baseUrl === null ? (
          <>
            Built into this app <span className="text-slate-500">({builtInUrl}/external-api)</span>
          </>
        ) : (
          <span className="break-all">{connection.baseUrl}</span>
        )}
      </Row>
      {showKey ? (
        <Row label="API key">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800" data-testid="key-hint">
            {connection.keyHint}
          </code>
          {connection.provisioned ? <span className="ml-2 text-slate-500">issued by the built-in sandbox</span> : null}
        </Row>
      ) : null}
      <Row label="Health">
        <span className="flex flex-col items-start gap-1">
          <HealthBadge health={connection.health} />
          <HealthLines health={connection.health} />
        </span>
      </Row>
      <Row label="Live updates">
        {connection.liveUpdates ? "On" : "Off"}
        {connection.lastEventAt ? (
          <span className="text-slate-500">
            {" "}
            · last event <LocalTime at={connection.lastEventAt} />
          </span>
        ) : null}
      </Row>
      <Row label="Last test">
        <LastCheck check={connection.lastCheck} />
      </Row>
    </dl>
  );
}

export function LastCheck({ check }: { check: ConnectionView["lastCheck"] }) {
  if (!check) return <span className="text-slate-500">Not tested since the last change.</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={check.ok ? "success" : "danger"}>{check.ok ? "Working" : "Failed"}</Badge>
      <span className="text-slate-700">{check.note}</span>
      <span className="text-xs text-slate-500">
        <LocalTime at={check.at} />
      </span>
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

