import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { ProvidersHealth } from "@/components/connection/providers-health";
import { SandboxButton } from "@/components/connection/sandbox-button";
import { AttentionCard } from "@/components/live/attention-card";
import { LiveSection } from "@/components/live/live-section";
import { CheckCircleIcon, CircleIcon, PlugIcon, UsersIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { builtInEnvironment } from "@/lib/portal/connections/get-connection";
import { listConnections } from "@/lib/portal/connections/list-connections";
import { listAttention } from "@/lib/portal/enquiries/list-attention";
import { countPendingInvitations } from "@/lib/portal/invitations/count-pending-invitations";
import { readListLive } from "@/lib/portal/live/read-list-live";
import { listMembers } from "@/lib/portal/members/list-members";
import { requireMember } from "@/lib/portal/session/require-member";
import { provisionSandboxAction } from "../settings/connections/actions";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const { user, member, organization } = await requireMember();
  const isAdmin = member.role === "admin";
  const [connections, members, pendingInvitations] = await Promise.all([
    listConnections(organization.id),
    listMembers(organization.id),
    isAdmin ? countPendingInvitations(organization.id) : Promise.resolve(0),
  ]);
  const admins = members.filter((m) => m.role === "admin");
  const agents = members.filter((m) => m.role === "agent");
  const sandboxAvailable = builtInEnvironment() === "sandbox";
  const connected = connections.length > 0;
  // The live stream and what asks for attention, once there is a provider to hear from.
  const [live, attention] = connected ? await Promise.all([readListLive(organization.id), listAttention(organization.id, user.id)]) : [null, null];

  const steps = [
    { done: connected, label: "Connect to the service", href: "/settings/connections" },
    { done: connections.some((c) => c.lastCheck?.ok === true || c.health.lastSuccessAt !== null), label: "Test the connection", href: "/settings/connections" },
    { done: agents.length > 0 || pendingInvitations > 0, label: "Invite your agents", href: "/settings/members" },
  ];

  return (
    <>
      <PageHeader
        title={`Hello, ${user.name.split(/\s+/)[0]}`}
        description={`${organization.name} · you are ${isAdmin ? "an admin" : "an agent"}.`}
        actions={
          connected ? (
            <>
              <ButtonLink href="/enquiries" variant="secondary">
                Enquiries
              </ButtonLink>
              <ButtonLink href="/enquiries/new">New enquiry</ButtonLink>
            </>
          ) : null
        }
      />

      {isAdmin && steps.some((s) => !s.done) ? (
        <Card title="Getting started" className="mb-6" description="Three steps before your agents send their first enquiry.">
          <ol className="grid gap-3 sm:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step.label}>
                <Link
                  href={step.href}
                  className="flex items-center gap-3 rounded-md px-3 py-2 text-sm ring-1 ring-slate-200 ring-inset hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {step.done ? <CheckCircleIcon className="size-5 text-emerald-600" /> : <CircleIcon className="size-5 text-slate-300" />}
                  {/* A finished step says so in words; struck-through text is hard to read. */}
                  <span className={step.done ? "text-slate-700" : "font-medium text-slate-900"}>
                    <span className="sr-only">{step.done ? "Done: " : `Step ${i + 1}: `}</span>
                    {step.label}
                  </span>
                  {step.done ? (
                    <span aria-hidden="true" className="ml-auto text-xs font-semibold text-emerald-700">
                      Done
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}

      {live && attention ? (
        <>
          <LiveSection userId={user.id} live={live} />
          <AttentionCard unread={attention.unread} activity={attention.activity} />
        </>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Card
          title="Providers"
          actions={
            connected && isAdmin ? (
              <ButtonLink href="/settings/connections" variant="ghost" size="sm" aria-label="Manage the providers">
                Manage
              </ButtonLink>
            ) : null
          }
        >
          {connected ? (
            <ProvidersHealth connections={connections} linkToSettings={isAdmin} />
          ) : isAdmin ? (
            <EmptyState
              icon={<PlugIcon className="size-8" />}
              title="Not connected yet"
              action={
                <>
                  {sandboxAvailable ? <SandboxButton action={provisionSandboxAction} /> : null}
                  <ButtonLink href="/settings/connections" variant="secondary">
                    Enter a key
                  </ButtonLink>
                </>
              }
            >
              Connect {organization.name} to the service before your agents create enquiries
              {sandboxAvailable ? ": the built-in sandbox takes one click." : "."}
            </EmptyState>
          ) : (
            <EmptyState icon={<PlugIcon className="size-8" />} title="Not connected yet">
              {organization.name} cannot send enquiries until an admin connects it to the service. Ask {names(admins.map((a) => a.name))}.
            </EmptyState>
          )}
        </Card>

        <Card
          title="Team"
          actions={
            isAdmin ? (
              <ButtonLink href="/settings/members" variant="ghost" size="sm">
                Manage
              </ButtonLink>
            ) : null
          }
        >
          {isAdmin && members.length === 1 && pendingInvitations === 0 ? (
            <EmptyState
              icon={<UsersIcon className="size-8" />}
              title="Only you so far"
              action={<ButtonLink href="/settings/members">Invite an agent</ButtonLink>}
            >
              Agents create enquiries and compare quotes. Invite them with a link.
            </EmptyState>
          ) : (
            <dl className="grid grid-cols-3 gap-4 text-center">
              <Stat label={admins.length === 1 ? "Admin" : "Admins"} value={admins.length} />
              <Stat label={agents.length === 1 ? "Agent" : "Agents"} value={agents.length} />
              {isAdmin ? <Stat label="Invitations pending" value={pendingInvitations} /> : <Stat label="Members" value={members.length} />}
            </dl>
          )}
        </Card>
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-4">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function names(list: string[]): string {
  if (list.length === 0) return "an admin";
  if (list.length === 1) return list[0]!;
  return `${list.slice(0, -1).join(", ")} or ${list.at(-1)}`;
}
