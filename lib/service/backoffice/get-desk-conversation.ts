import type { Message } from "@/lib/contract/message";
import { getPrisma } from "@/lib/db/prisma";
import { listMessages } from "@/lib/service/messages/list-messages";
import { replyWait, type ReplyWait, type ThreadMessage } from "@/lib/shared/reply-wait";
import { getEnquiryAccountOrThrow } from "./enquiry-account";

/** Messages shown at first, and how many more "Earlier messages" adds. */
export const CONVERSATION_PAGE = 20;
/** The most one page shows, however often "Earlier messages" was followed. */
export const CONVERSATION_MAX = 500;

export type DeskConversation = {
  /** The newest `count` messages, oldest first. */
  messages: Message[];
  /** Whether older messages exist than those shown. */
  hasEarlier: boolean;
  /** How the provider's replies stand, over the whole thread (not only what is shown). */
  wait: ReplyWait;
};

/**
 * The conversation of one enquiry, as its account's messages: the newest `count`, oldest
 * first, and how quickly the provider answers. Throws "not found" for an unknown reference.
 */
export async function getDeskConversation(serviceReference: string, count = CONVERSATION_PAGE): Promise<DeskConversation> {
  const { accountId, enquiryId } = await getEnquiryAccountOrThrow(serviceReference);
  const wanted = Math.min(CONVERSATION_MAX, Math.max(1, count));
  const newestFirst: Message[] = [];
  let cursor: string | undefined;
  let hasEarlier = false;
  while (newestFirst.length < wanted) {
    const page = await listMessages(accountId, serviceReference, { pageSize: Math.min(100, wanted - newestFirst.length), cursor });
    newestFirst.push(...page.messages);
    hasEarlier = page.nextCursor !== null;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return { messages: newestFirst.reverse(), hasEarlier, wait: await threadWait(accountId, enquiryId) };
}

/**
 * The few messages replyWait needs, read by the (enquiry, createdAt) index rather than the
 * whole thread: the latest; when it is the agent's, the provider's latest reply and the
 * agent's first message after it; otherwise the agent's first message and the first reply after it.
 */
async function threadWait(accountId: string, enquiryId: string): Promise<ReplyWait> {
  const db = getPrisma().message;
  const scope = { accountId, enquiryId };
  const select = { authorSide: true, createdAt: true } as const;
  const asThread = (rows: ({ authorSide: string; createdAt: Date } | null)[]): ThreadMessage[] =>
    rows.filter((r) => r !== null).map((r) => ({ side: r.authorSide === "AGENT" ? "AGENT" : "PROVIDER", createdAt: r.createdAt }));
  const latest = await db.findFirst({ where: scope, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select });
  if (!latest) return { kind: "none" };
  if (latest.authorSide === "AGENT") {
    const reply = await db.findFirst({ where: { ...scope, authorSide: "PROVIDER" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select });
    const unanswered = await db.findFirst({
      where: { ...scope, authorSide: "AGENT", ...(reply ? { createdAt: { gt: reply.createdAt } } : {}) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select,
    });
    return replyWait(asThread([reply, unanswered, latest]));
  }
  const asked = await db.findFirst({ where: { ...scope, authorSide: "AGENT" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select });
  const reply = asked
    ? await db.findFirst({ where: { ...scope, authorSide: "PROVIDER", createdAt: { gte: asked.createdAt } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select })
    : null;
  return replyWait(asThread([asked, reply, latest]));
}
