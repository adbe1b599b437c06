import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/page-header";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Field, Input, Select } from "@/components/ui/field";
import { AUDIT_KINDS, type AuditKind } from "@/lib/portal/audit/audit-kinds";
import { AuditQuery, auditParams } from "@/lib/portal/audit/audit-query";
import { listAuditEntries } from "@/lib/portal/audit/list-audit-entries";
import { purgeAuditEntries } from "@/lib/portal/audit/purge-audit-entries";
import { listMembers } from "@/lib/portal/members/list-members";
import { requireMember } from "@/lib/portal/session/require-member";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "Audit trail" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const { organization } = await requireMember({ role: "admin" });
  const query = AuditQuery.parse(await searchParams);
  await purgeAuditEntries();
  const [page, members] = await Promise.all([listAuditEntries(organization.id, query), listMembers(organization.id)]);
  const filters = auditParams({ ...query, after: undefined }).toString();

  return (
    <>
      <PageHeader title="Audit trail" description={`Who did what in ${organization.name}, when (in your time zone), and from which address. The From and To days are UTC days.`} />
      <div className="flex flex-col gap-4">
        <form role="search" aria-label="Audit trail" method="get" action="/settings/audit" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Field label="Person">
            <Select name="person" defaultValue={query.person ?? ""}>
              <option value="">Anyone</option>
              {members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Kind">
            <Select name="kind" defaultValue={query.kind ?? ""}>
              <option value="">Every kind</option>
              {Object.entries(AUDIT_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="From">
            <Input type="date" name="from" defaultValue={query.from} />
          </Field>
          <Field label="To">
            <Input type="date" name="to" defaultValue={query.to} />
          </Field>
          <div className="flex items-end">
            <Button type="submit" variant="secondary">
              Filter
            </Button>
          </div>
        </form>
        <p className="text-sm">
          <a
            href={filters ? `/settings/audit/export?${filters}` : "/settings/audit/export"}
            download
            className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Export CSV
          </a>
          {filters ? (
            <>
              {" · "}
              <Link href="/settings/audit" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Clear the filters
              </Link>
            </>
          ) : null}
        </p>
        {page.rows.length === 0 ? (
          <EmptyState title="Nothing recorded" heading="h2">
            Nothing matches these filters.
          </EmptyState>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200" aria-label="Audit entries, newest first">
            {page.rows.map((row) => (
              <li key={row.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm" data-kind={row.kind}>
                <p className="font-medium text-slate-900">
                  {AUDIT_KINDS[row.kind as AuditKind] ?? row.kind}
                  <span className="font-normal text-slate-600"> · {row.summary}</span>
                </p>
                <p className="text-slate-600">
                  {row.actorName}
                  {" · "}
                  <LocalTime at={row.createdAt} seconds />
                  {row.address ? ` · from ${row.address}` : ""}
                </p>
              </li>
            ))}
          </ol>
        )}
        {page.after ? (
          <nav aria-label="Pages of the audit trail" className="flex justify-end">
            <ButtonLink href={`/settings/audit?${auditParams({ ...query, after: page.after })}`} variant="secondary" size="sm">
              Older →
            </ButtonLink>
          </nav>
        ) : null}
      </div>
    </>
  );
}
