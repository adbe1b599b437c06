import Link from "next/link";
import type { ConnectionView } from "@/lib/portal/connections/get-connection";
import { LocalTime } from "@/components/time/time-zone";
import { HealthBadge } from "./health-summary";

/** The dashboard's view of the providers: each one's health, and a failing one's last failure in words. */
export function ProvidersHealth({ connections, linkToSettings }: { connections: ConnectionView[]; linkToSettings: boolean }) {
  return (
    <ul className="-my-2 divide-y divide-slate-100 text-sm" aria-label="Providers' health" data-testid="providers-health">
      {connections.map((c) => (
        <li key={c.id} className="flex flex-col gap-1 py-2">
          <p className="flex flex-wrap items-center justify-between gap-2">
            {linkToSettings ? (
              <Link href={`/settings/connections/${encodeURIComponent(c.id)}`} className="font-medium text-brand-700 underline-offset-2 wrap-anywhere hover:underline">
                {c.name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900 wrap-anywhere">{c.name}</span>
            )}
            <HealthBadge health={c.health} />
          </p>
          {c.health.status === "failing" && c.health.lastFailureAt ? (
            <p className="text-slate-700">
              Failed <LocalTime at={c.health.lastFailureAt} />: {c.health.lastFailureNote}
            </p>
          ) : c.health.lastSuccessAt ? (
            <p className="text-slate-600">
              Last success <LocalTime at={c.health.lastSuccessAt} />.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
