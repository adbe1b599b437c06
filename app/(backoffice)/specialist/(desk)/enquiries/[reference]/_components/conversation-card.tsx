import Link from "next/link";
import { LocalTime } from "@/components/time/time-zone";
import { Card } from "@/components/ui/card";
import { LinkedText } from "@/components/ui/linked-text";
import type { Message } from "@/lib/contract/message";
import type { DeskConversation } from "@/lib/service/backoffice/get-desk-conversation";
import { cn } from "@/lib/shared/cn";
import { formatNumber } from "@/lib/shared/format";
import { durationLabel } from "@/lib/shared/reply-wait";
import { MessageComposer } from "./message-composer";

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, { maximumFractionDigits: 0 })} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
}

function WaitLine({ wait }: { wait: DeskConversation["wait"] }) {
  if (wait.kind === "answered") return <>Answered in {durationLabel(wait.inMs)}</>;
  if (wait.kind === "waiting")
    return (
      <>
        Waiting for a reply since <LocalTime at={wait.since} />
      </>
    );
  return <>Questions from the agency about this enquiry, and your answers.</>;
}

function MessageItem({ message, reference, agency, reader }: { message: Message; reference: string; agency: string; reader: string }) {
  const agent = message.author.side === "AGENT";
  const side = agent ? `Agent, ${agency}` : message.author.name === reader ? "You" : "Specialist";
  return (
    <li className={cn("rounded-md px-3 py-2 ring-1 ring-inset", agent ? "mr-6 bg-slate-50 ring-slate-200" : "ml-6 bg-brand-50 ring-brand-100")} data-testid="message">
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{message.author.name}</span> · {side} · <LocalTime at={message.createdAt} />
      </p>
      <LinkedText text={message.text} className="mt-1 text-sm text-slate-900" />
      {message.attachments.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label="Attachments">
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a
                href={`/specialist/enquiries/${encodeURIComponent(reference)}/attachments/${encodeURIComponent(file.id)}`}
                download={file.filename}
                className="text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-800"
              >
                {file.filename}
              </a>{" "}
              <span className="text-xs text-slate-600">({fileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The enquiry's conversation with the agency: the newest messages, oldest first, and the composer. */
export function ConversationCard({
  reference,
  conversation,
  agency,
  reader,
  earlierHref,
}: {
  reference: string;
  conversation: DeskConversation;
  agency: string;
  reader: string;
  /** The page showing more of the older messages. */
  earlierHref: string;
}) {
  return (
    <div id="conversation" className="scroll-mt-24">
      <Card title="Conversation" description={<WaitLine wait={conversation.wait} />}>
        {conversation.hasEarlier ? (
          <p className="mb-3 text-sm">
            <Link href={earlierHref} scroll={false} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
              Earlier messages
            </Link>
          </p>
        ) : null}
        {conversation.messages.length === 0 ? (
          <p className="text-sm text-slate-600">No messages yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="conversation">
            {conversation.messages.map((message) => (
              <MessageItem key={message.id} message={message} reference={reference} agency={agency} reader={reader} />
            ))}
          </ol>
        )}
        <div className="mt-4 border-t border-slate-100 pt-4">
          <MessageComposer reference={reference} />
        </div>
      </Card>
    </div>
  );
}
