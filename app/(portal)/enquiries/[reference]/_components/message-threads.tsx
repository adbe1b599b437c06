"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onLiveMessage } from "@/components/live/live-listeners";
import { QueryProvider } from "@/components/enquiries/query-provider";
import { LocalTime } from "@/components/time/time-zone";
import type { Message } from "@/lib/contract/message";
import type { Thread } from "@/lib/portal/messages/read-thread";
import { MessageComposer } from "./message-composer";
import { MessageText } from "./message-text";

export type ThreadProps = { connectionId: string; providerName: string; serviceReference: string; initial: Thread };

type Props = { reference: string; organizationId: string; userId: string; threads: ThreadProps[] };

const threadKey = (reference: string, connectionId: string) => ["messages", reference, connectionId] as const;

/**
 * The enquiry's conversations, one per provider: each provider sees only its own thread.
 * A new message of a provider (its MESSAGE.CREATED event on the live stream) refetches that
 * provider's thread alone.
 */
export function MessageThreads(props: Props) {
  return (
    <QueryProvider>
      <div className="flex flex-col gap-6">
        {props.threads.map((thread) => (
          <ThreadSection key={thread.connectionId} {...props} thread={thread} several={props.threads.length > 1} />
        ))}
      </div>
    </QueryProvider>
  );
}

function ThreadSection({ reference, organizationId, userId, thread, several }: Omit<Props, "threads"> & { thread: ThreadProps; several: boolean }) {
  const client = useQueryClient();
  const key = threadKey(reference, thread.connectionId);
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/enquiries/${encodeURIComponent(reference)}/messages/${encodeURIComponent(thread.connectionId)}`, { cache: "no-store", signal });
      if (!res.ok) throw new Error(`The messages could not be read again (${res.status}).`);
      return (await res.json()) as Thread;
    },
    initialData: thread.initial,
    staleTime: Infinity,
  });
  useEffect(
    () =>
      onLiveMessage((message) => {
        if (message.kind !== "event" || message.entry.eventType !== "MESSAGE.CREATED") return;
        if (message.entry.connectionId !== thread.connectionId || message.entry.serviceReference !== thread.serviceReference) return;
        void client.invalidateQueries({ queryKey: threadKey(reference, thread.connectionId) });
      }),
    [client, reference, thread.connectionId, thread.serviceReference],
  );
  const data = query.data;
  const Heading = several ? "h3" : "p";
  return (
    <section aria-label={`Messages with ${thread.providerName}`} data-testid="message-thread" data-provider={thread.providerName}>
      {several ? <Heading className="mb-2 text-sm font-semibold text-slate-900">{thread.providerName}</Heading> : null}
      {data.status === "read" ? (
        <MessageList messages={data.messages} providerName={thread.providerName} waitingSince={data.waitingSince} files={`/enquiries/${encodeURIComponent(reference)}/messages/${encodeURIComponent(thread.connectionId)}/attachments`} />
      ) : data.status === "no-extension" ? (
        <p className="mb-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset" data-testid="no-extension">
          {data.message}
        </p>
      ) : data.status === "failed" ? (
        <p role="alert" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          {data.message}
        </p>
      ) : null}
      {query.isError ? <p className="mb-3 text-sm text-amber-900">{query.error.message} The page shows what it read before.</p> : null}
      {data.status !== "not-found" ? (
        <MessageComposer
          reference={reference}
          organizationId={organizationId}
          userId={userId}
          connectionId={thread.connectionId}
          providerName={thread.providerName}
          canSend={data.status !== "no-extension"}
          onSent={() => client.invalidateQueries({ queryKey: key })}
        />
      ) : null}
    </section>
  );
}

function MessageList({ messages, providerName, waitingSince, files }: { messages: Message[]; providerName: string; waitingSince: string | null; files: string }) {
  return (
    <>
      {messages.length === 0 ? (
        <p className="mb-3 text-sm text-slate-500">No messages yet. Ask {providerName}&apos;s specialist a question about this enquiry below.</p>
      ) : (
        <ol className="mb-3 flex flex-col gap-3" aria-label={`Messages with ${providerName}, oldest first`}>
          {messages.map((message) => (
            <li
              key={message.id}
              data-testid="message"
              className={message.author.side === "AGENT" ? "rounded-md bg-brand-50 px-3 py-2 ring-1 ring-brand-100 ring-inset" : "rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200 ring-inset"}
            >
              <p className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                <span className="font-semibold text-slate-900">{message.author.name}</span>
                <span>{message.author.side === "AGENT" ? "(your agency)" : `(${providerName})`}</span>
                <LocalTime at={message.createdAt} />
              </p>
              <MessageText text={message.text} />
              {message.attachments.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="Attached files">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <AttachmentLink file={file} href={`${files}/${encodeURIComponent(file.id)}`} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {waitingSince ? (
        <p className="mb-3 text-sm text-slate-600" data-testid="waiting-since">
          Waiting for {providerName} since <LocalTime at={waitingSince} />
        </p>
      ) : null}
    </>
  );
}

/** Through the portal's download route: the provider's key never reaches the browser. */
function AttachmentLink({ file, href }: { file: Message["attachments"][number]; href: string }) {
  return (
    <a href={href} download={file.filename} className="font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900">
      {file.filename} <span className="font-normal text-slate-500">({sizeInWords(file.size)})</span>
    </a>
  );
}

function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
