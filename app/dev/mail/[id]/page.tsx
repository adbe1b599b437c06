import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Card } from "@/components/ui/card";
import { getCaughtMail } from "@/lib/mail/caught-mail";
import { LocalTime } from "@/components/time/time-zone";

export const metadata: Metadata = { title: "Message · Mail catcher" };


export default async function CaughtMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const message = await getCaughtMail(id);
  if (!message) notFound();
  return (
    <>
      <p className="mb-4 text-sm">
        <Link href="/dev/mail" className="font-semibold text-brand-700 hover:text-brand-900">
          ← All messages
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{message.subject ?? "(not rendered yet)"}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">To</dt>
        <dd className="break-all text-slate-900">{message.recipient}</dd>
        <dt className="text-slate-500">Written</dt>
        <dd className="text-slate-900"><LocalTime at={message.createdAt} seconds /></dd>
        <dt className="text-slate-500">Kind</dt>
        <dd className="text-slate-900">{message.kind}</dd>
        {message.lastError ? (
          <>
            <dt className="text-slate-500">Problem</dt>
            <dd className="text-red-700">{message.lastError}</dd>
          </>
        ) : null}
      </dl>
      {message.html === null ? (
        <p className="mt-6 text-sm text-slate-600">Its body is not kept: it was sent through SMTP_URL, or has not been rendered yet.</p>
      ) : (
        <div className="mt-6 flex flex-col gap-6">
          <Card
            title="HTML part"
            actions={
              <a href={`/dev/mail/${message.id}/html`} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
                Open on its own
              </a>
            }
          >
            {/* sandbox="": the message's HTML gets no scripts, no forms, no same-origin access. */}
            <iframe title="The message's HTML part" srcDoc={message.html} sandbox="" className="h-[36rem] w-full rounded-md bg-white ring-1 ring-slate-100" />
          </Card>
          <Card title="Text part">
            <pre className="overflow-x-auto text-sm whitespace-pre-wrap text-slate-800">{message.text}</pre>
          </Card>
        </div>
      )}
    </>
  );
}
