import "server-only";
import type { Message } from "@/lib/contract/message";
import { replyWait } from "@/lib/shared/reply-wait";
import { getServiceClient } from "../connections/get-service-client";
import { findThreadSource, type ThreadSource } from "./thread-source";
import { toThreadFailure, type ThreadFailure } from "./thread-failure";

// A thread is short (questions about one enquiry); more than this is cut at the oldest.
const PAGE_SIZE = 100;
const MAX_PAGES = 5;

export type Thread =
  | { status: "read"; source: ThreadSource; messages: Message[]; waitingSince: string | null }
  | ({ status: ThreadFailure["kind"]; source: ThreadSource } & Pick<ThreadFailure, "message">)
  | { status: "not-found" };

/**
 * One provider's thread of an agency enquiry of the organisation, oldest first, read from
 * the provider with the connection's key (the provider shows each account only its own
 * thread). `waitingSince` is the time of the agency's latest message when no answer has
 * come after it. A provider without the extension, or one that fails, is said in words.
 */
export async function readThread(organizationId: string, reference: string, connectionId: string): Promise<Thread> {
  const source = await findThreadSource(organizationId, reference, connectionId);
  if (!source) return { status: "not-found" };
  try {
    const client = await getServiceClient(organizationId, connectionId);
    const newestFirst: Message[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await client.listMessages(source.serviceReference, { pageSize: PAGE_SIZE, cursor });
      newestFirst.push(...answer.data);
      const next = nextCursor(answer.pagination.next);
      if (!next) break;
      cursor = next;
    }
    const messages = newestFirst.reverse();
    return { status: "read", source, messages, waitingSince: waitingSince(messages) };
  } catch (error) {
    const failure = toThreadFailure(error, source.providerName, "the messages cannot be shown");
    return { status: failure.kind, source, message: failure.message };
  }
}

/** Since the agency's first unanswered message, when the provider has not written since (the back office says the same). */
function waitingSince(messages: Message[]): string | null {
  const wait = replyWait(messages.map((m) => ({ side: m.author.side, createdAt: new Date(m.createdAt) })));
  return wait.kind === "waiting" ? wait.since.toISOString() : null;
}

/** The cursor of the next page, from the pagination's link or cursor. */
function nextCursor(next: string | null | undefined): string | undefined {
  if (!next) return undefined;
  if (!next.includes("?")) return next;
  return new URL(next, "http://x").searchParams.get("cursor") ?? undefined;
}
