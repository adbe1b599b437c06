"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onLiveMessage } from "@/components/live/live-listeners";
import { QueryProvider } from "@/components/enquiries/query-provider";
import type { Thread } from "@/lib/portal/messages/read-thread";
import { MessageComposer } from "./message-composer";
import { filesPath, ThreadFrame, type ThreadProps } from "./message-list";

// Loaded after the page (messages-boundary.tsx): TanStack Query, the form library and the
// composer are not part of the page's first-load JavaScript.

export type ThreadsProps = { reference: string; organizationId: string; userId: string; threads: ThreadProps[] };

const threadKey = (reference: string, connectionId: string) => ["messages", reference, connectionId] as const;

/**
 * The enquiry's conversations, one per provider: each provider sees only its own thread.
 * A new message in a thread (its MESSAGE.CREATED event on the live stream) refetches that
 * provider's thread alone.
 */
export function MessageThreads(props: ThreadsProps) {
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

function ThreadSection({ reference, organizationId, userId, thread, several }: Omit<ThreadsProps, "threads"> & { thread: ThreadProps; several: boolean }) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: threadKey(reference, thread.connectionId),
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
  return (
    <ThreadFrame
      thread={thread}
      several={several}
      files={filesPath(reference, thread.connectionId)}
      data={query.data}
      notice={query.isError ? <p className="mb-3 text-sm text-amber-900">{query.error.message} The page shows what it read before.</p> : null}
      composer={
        <MessageComposer
          reference={reference}
          organizationId={organizationId}
          userId={userId}
          connectionId={thread.connectionId}
          providerName={thread.providerName}
          canSend={query.data.status !== "no-extension"}
          onSent={() => client.invalidateQueries({ queryKey: threadKey(reference, thread.connectionId) })}
        />
      }
    />
  );
}
