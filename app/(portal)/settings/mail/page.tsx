import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { mailMode } from "@/lib/mail/mail-mode";
import { listMailLog, type MailLogRow } from "@/lib/portal/mail-log/list-mail-log";
import { requireMember } from "@/lib/portal/session/require-member";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "E-mail log" };

const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  PENDING: { label: "Waiting", tone: "warning" },
  SENT: { label: "Sent", tone: "success" },
  FAILED: { label: "Not delivered", tone: "danger" },
};

export default async function MailLogPage() {
  const { organization } = await requireMember({ role: "admin" });
  const { failed, recent } = await listMailLog(organization.id);
  return (
    <>
      <PageHeader
        title="E-mail log"
        description={`The e-mail Staydesk sends for ${organization.name}: invitations and notifications. A message the mail server refuses is never tried again; one it cannot take now is tried again for a few hours. Times are UTC.`}
      />
      <div className="flex flex-col gap-6">
        {mailMode() === "off" ? <p className="text-sm text-slate-700">This server sends no e-mail: no mail server is set up.</p> : null}
        <Card title="Not delivered" description="Refused by the mail server (an address that does not exist, a full mailbox), or given up after the last retry.">
          {failed.length === 0 ? <p className="text-sm text-slate-600">Every message was delivered or is still on its way.</p> : <MailList rows={failed} label="Messages not delivered, newest first" />}
        </Card>
        <Card title="Recent e-mail">
          {recent.length === 0 ? <p className="text-sm text-slate-600">Nothing sent yet.</p> : <MailList rows={recent} label="Recent messages, newest first" />}
        </Card>
      </div>
    </>
  );
}

function MailList({ rows, label }: { rows: MailLogRow[]; label: string }) {
  return (
    <ol className="-mx-4 flex flex-col divide-y divide-slate-100" aria-label={label}>
      {rows.map((row) => {
        const status = STATUS[row.status] ?? { label: row.status, tone: "neutral" as const };
        return (
          <li key={row.id} className="flex flex-col gap-1 px-4 py-3 text-sm" data-status={row.status}>
            <p className="flex flex-wrap items-center gap-2">
              <Badge tone={status.tone}>{status.label}</Badge>
              <span className="font-medium break-all text-slate-900">{row.recipient}</span>
            </p>
            <p className="break-words text-slate-700">{row.subject ?? "(not composed yet)"}</p>
            <p className="text-slate-600">
              <LocalTime at={row.createdAt} />
              {` · ${row.attempts} ${row.attempts === 1 ? "attempt" : "attempts"}`}
            </p>
            {row.lastError ? <p className="break-words text-red-700">{row.lastError}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
