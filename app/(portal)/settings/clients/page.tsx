import type { Metadata } from "next";
import Link from "next/link";
import { BriefcaseIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableHeader } from "@/components/ui/table";
import { APPROVAL_RULE_LABELS } from "@/lib/portal/clients/approval-rules";
import { listClients } from "@/lib/portal/clients/list-clients";
import { requireMember } from "@/lib/portal/session/require-member";
import { NewClientForm } from "./_components/new-client-form";

export const metadata: Metadata = { title: "Clients" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export default async function ClientsPage({ searchParams }: Props) {
  const context = await requireMember();
  const admin = context.member.role === "admin";
  const showArchived = (await searchParams).archived === "1";
  const clients = await listClients(context, { archived: showArchived });
  return (
    <>
      <PageHeader
        title="Clients"
        description={`The companies ${context.organization.name} books stays for: their travellers, cost centres, approvers and travel policy.${admin ? "" : " Admins change them; you can read them."}`}
      />
      <div className="flex flex-col gap-6">
        <Card
          title={showArchived ? "All clients" : "Clients in use"}
          actions={
            <Link href={showArchived ? "/settings/clients" : "/settings/clients?archived=1"} className="text-sm font-medium text-brand-700 hover:underline">
              {showArchived ? "Hide archived" : "Show archived"}
            </Link>
          }
        >
          {clients.length === 0 ? (
            <EmptyState icon={<BriefcaseIcon className="size-8" />} title={showArchived ? "No clients yet" : "No clients in use"} heading="h3">
              Clients are the companies you book stays for: their travellers, cost centres, approvers and travel policy.
              {admin ? " Add the first one with the form below." : " An admin of your organisation adds them."}
            </EmptyState>
          ) : (
            <Table caption="Clients" hideCaption>
              <thead>
                <tr>
                  <TableHeader scope="col">Client</TableHeader>
                  {/* On a phone the client's cell says it all, under the name. */}
                  <TableHeader scope="col" className="max-sm:hidden">
                    PO number
                  </TableHeader>
                  <TableHeader scope="col" className="max-sm:hidden">
                    Holds
                  </TableHeader>
                </tr>
              </thead>
              <tbody>
                {clients.map((client) => {
                  const po = client.poNumberRequired ? "Required" : "Not required";
                  const holds = [count(client.travellerCount, "traveller", "travellers"), count(client.costCentreCount, "cost centre", "cost centres"), count(client.policyCapCount, "cap", "caps")].join(" · ");
                  return (
                    <tr key={client.id}>
                      <TableHeader scope="row">
                        <span className="flex flex-wrap items-center gap-2">
                          <Link href={`/settings/clients/${encodeURIComponent(client.id)}`} className="font-medium wrap-anywhere text-brand-700 hover:underline">
                            {client.name}
                          </Link>
                          {client.archivedAt ? <Badge tone="neutral">Archived</Badge> : null}
                        </span>
                        <span className="block text-xs text-slate-500">Approval: {APPROVAL_RULE_LABELS[client.approvalRule].toLowerCase()}</span>
                        <span className="block text-xs text-slate-500 sm:hidden">
                          PO number: {po.toLowerCase()} · {holds}
                        </span>
                      </TableHeader>
                      <td className="text-slate-700 max-sm:hidden">{po}</td>
                      <td className="text-slate-700 max-sm:hidden">{holds}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </Card>
        {admin ? (
          <Card title="Add client" description="Travellers, cost centres, more approvers and policy caps are added on the client's page.">
            <NewClientForm />
          </Card>
        ) : null}
      </div>
    </>
  );
}
