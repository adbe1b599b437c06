import type { Metadata } from "next";
import Link from "next/link";
import { MailIcon } from "@/components/icons";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { listCaughtMail } from "@/lib/mail/caught-mail";
import { mailMode } from "@/lib/mail/mail-mode";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "Mail catcher" };


export default async function MailCatcherPage() {
  const messages = await listCaughtMail();
  const smtp = mailMode() === "smtp";
  return (
    <>
      <PageHeader
        title="Mail"
        description={
          smtp
            ? "This server sends through SMTP_URL: messages are listed with what became of them, their bodies are not kept."
            : "No SMTP_URL is set, so no e-mail leaves this server: every message is kept here instead. Set SMTP_URL to send for real."
        }
      />
      {messages.length === 0 ? (
        <EmptyState icon={<MailIcon className="size-8" />} title="No messages yet" heading="h2">
          Sign up, ask for a password reset or invite someone: the e-mail appears here.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200" aria-label="Messages, newest first">
          {messages.map((m) => (
            <li key={m.id}>
              <Link
                href={`/dev/mail/${m.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">{m.subject ?? `(${m.kind}, not rendered yet)`}</span>
                  <span className="block truncate text-xs text-slate-500">To {m.recipient}</span>
                </span>
                <span className="flex items-center gap-2 text-xs text-slate-500">
                  {m.status === "FAILED" ? <Badge tone="danger">Failed</Badge> : m.status === "PENDING" ? <Badge tone="warning">Waiting</Badge> : null}
                  <LocalTime at={m.createdAt} seconds />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
