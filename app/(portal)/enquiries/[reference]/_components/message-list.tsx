import type { ReactNode } from "react";
import { LocalTime } from "@/components/time/time-zone";
import type { Message } from "@/lib/contract/message";
import type { Thread } from "@/lib/portal/messages/read-thread";
import { LinkedText } from "@/components/ui/linked-text";

// What a provider's thread shows, drawn alike by the server (the page's first paint) and
// by the interactive thread that takes over once the page has loaded (message-threads.tsx).

export type ThreadProps = { connectionId: string; providerName: string; serviceReference: string; initial: Thread };

/** A provider's conversation: its heading when there are several, what was read, then the composer. */
export function ThreadFrame({ thread, several, files, data, notice, composer }: { thread: ThreadProps; several: boolean; files: string; data: Thread; notice?: ReactNode; composer: ReactNode }) {
  return (
    <section aria-label={`Messages with ${thread.providerName}`} data-testid="message-thread" data-provider={thread.providerName}>
      {several ? <h3 className="mb-2 text-sm font-semibold text-slate-900">{thread.providerName}</h3> : null}
      {data.status === "read" ? (
        <MessageList messages={data.messages} providerName={thread.providerName} waitingSince={data.waitingSince} files={files} />
      ) : data.status === "no-extension" ? (
        <p className="mb-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset" data-testid="no-extension">
          {data.message}
        </p>
      ) : data.status === "failed" ? (
        <p role="alert" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          {data.message}
        </p>
      ) : null}
      {notice}
      {data.status !== "not-found" ? composer : null}
    </section>
  );
}

/** Where a thread's files are downloaded: through the portal, so the provider's key never reaches the browser. */
export function filesPath(reference: string, connectionId: string): string {
  return `/enquiries/${encodeURIComponent(reference)}/messages/${encodeURIComponent(connectionId)}/attachments`;
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
              <LinkedText text={message.text} className="text-sm text-slate-800" data-testid="message-text" />
              {message.attachments.length > 0 ? (
                <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="Attached files">
                  {message.attachments.map((file) => (
                    <li key={file.id}>
                      <a href={`${files}/${encodeURIComponent(file.id)}`} download={file.filename} className="font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-900">
                        {file.filename} <span className="font-normal text-slate-600">({sizeInWords(file.size)})</span>
                      </a>
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

function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
