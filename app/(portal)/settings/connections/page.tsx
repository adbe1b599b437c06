import type { Metadata } from "next";
import Link from "next/link";
import { HealthBadge, HealthLines } from "@/components/connection/health-summary";
import { SandboxButton } from "@/components/connection/sandbox-button";
import { PlugIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { LocalTime } from "@/components/time/time-zone";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { builtInEnvironment } from "@/lib/portal/connections/get-connection";
import { listConnections, listRemovedConnections } from "@/lib/portal/connections/list-connections";
import { getPortalUrl } from "@/lib/portal/portal-url";
import { requireMember } from "@/lib/portal/session/require-member";
import { provisionSandboxAction } from "./actions";
import { ConnectionForm } from "./_components/connection-form";

export const metadata: Metadata = { title: "Connections" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ConnectionsPage({ searchParams }: Props) {
  const { organization } = await requireMember({ role: "admin" });
  const [connections, removed, query] = await Promise.all([listConnections(organization.id), listRemovedConnections(organization.id), searchParams]);
  // Just removed (removeConnectionAction redirects here): said once, on the page it lands on.
  const justRemoved = removed.find((r) => r.id === query.removed);
  const environment = builtInEnvironment();
  const builtInUrl = getPortalUrl();
  // The sandbox gives an organisation one account: offered while no connection holds its key.
  const sandboxOffered = environment === "sandbox" && !connections.some((c) => c.provisioned);

  return (
    <>
      <PageHeader
        title="Connections"
        description={`The providers ${organization.name} sends enquiries to. Each has its own key, used on the server only, and its own live updates.`}
        actions={connections.length > 0 && sandboxOffered ? <SandboxButton action={provisionSandboxAction} variant="secondary" /> : null}
      />
      <div className="flex flex-col gap-6">
        {justRemoved ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200 wrap-anywhere">
            {`${justRemoved.name} removed: its key is erased and its enquiries stay in the list as history.`}
            {query.receiver === "kept" ? ` ${justRemoved.name} did not answer: its webhook to this portal may stay there, and its deliveries are refused.` : ""}
          </p>
        ) : null}
        {connections.length === 0 ? (
          <Card>
            <EmptyState
              icon={<PlugIcon className="size-8" />}
              title={`${organization.name} is not connected yet`}
              action={sandboxOffered ? <SandboxButton action={provisionSandboxAction} /> : null}
            >
              {sandboxOffered
                ? "Use the sandbox built into this app to try everything at once: one click creates an account and a key for your organisation. Or add a provider with the key of your own account below."
                : "Add a provider below: its address and the API key of your account there."}
            </EmptyState>
          </Card>
        ) : (
          <Card title="Providers" description={`${connections.length} ${connections.length === 1 ? "provider" : "providers"}, oldest first.`}>
            <ul className="-my-2 divide-y divide-slate-100" aria-label="Providers">
              {connections.map((c) => (
                <li key={c.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="connection-row">
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        href={`/settings/connections/${encodeURIComponent(c.id)}`}
                        className="font-semibold text-brand-700 underline-offset-2 wrap-anywhere hover:underline"
                      >
                        {c.name}
                      </Link>
                      <Badge tone={c.environment === "production" ? "warning" : "brand"}>{c.environment === "production" ? "Production" : "Sandbox"}</Badge>
                      <HealthBadge health={c.health} />
                    </p>
                    <p className="mt-1 text-slate-600 wrap-anywhere">
                      {c.baseUrl === null ? "Built into this app" : c.baseUrl}
                      {" · key "}
                      <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800" data-testid="key-hint">
                        {c.keyHint}
                      </code>
                      {` · live updates ${c.liveUpdates ? "on" : "off"}`}
                    </p>
                    <div className="mt-1 text-xs">
                      <HealthLines health={c.health} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        )}

        <Card title={connections.length === 0 ? "Connect with your own key" : "Add a provider"} description="A provider account of your own: its address, or the service built into this app, and your key there.">
          <ConnectionForm current={null} builtInEnvironment={environment} builtInUrl={builtInUrl} />
        </Card>

        {removed.length > 0 ? (
          <Card title="Removed providers" description="Nothing is sent to them or received from them; their enquiries stay in the list as history.">
            <ul className="-my-2 divide-y divide-slate-100 text-sm" aria-label="Removed providers">
              {removed.map((r) => (
                <li key={r.id} className="py-2 text-slate-700 wrap-anywhere">
                  <span className="font-medium text-slate-900">{r.name}</span> · {r.baseUrl ?? "built into this app"} · removed <LocalTime at={r.removedAt} />
                </li>
              ))}
            </ul>
          </Card>
        ) : null}
      </div>
    </>
  );
}
