// How quickly a provider answers an agent on an enquiry's conversation, from when its
// messages were written. Pure, so that the back office and the portal say the same thing.

export type ThreadSide = "AGENT" | "PROVIDER";
export type ThreadMessage = { side: ThreadSide; createdAt: Date };

export type ReplyWait =
  /** Nobody has written yet, or only the provider has. */
  | { kind: "none" }
  /** The agent's latest message has no answer yet: waiting since the first unanswered one. */
  | { kind: "waiting"; since: Date }
  /** The provider answered: the time from the agent's first message to the first reply after it. */
  | { kind: "answered"; inMs: number };

/** What the thread says about replies, from its messages in any order. */
export function replyWait(messages: readonly ThreadMessage[]): ReplyWait {
  const sorted = [...messages].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const latest = sorted.at(-1);
  if (!latest) return { kind: "none" };
  if (latest.side === "AGENT") {
    const lastReply = sorted.findLastIndex((m) => m.side === "PROVIDER");
    return { kind: "waiting", since: sorted[lastReply + 1]!.createdAt };
  }
  const firstAsked = sorted.findIndex((m) => m.side === "AGENT");
  if (firstAsked === -1) return { kind: "none" };
  const reply = sorted.slice(firstAsked).find((m) => m.side === "PROVIDER")!;
  return { kind: "answered", inMs: reply.createdAt.getTime() - sorted[firstAsked]!.createdAt.getTime() };
}

/** "45 s", "12 min", "1 h 10 min", "2 days 3 h": a duration as a person says it. */
export function durationLabel(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} days` : `${days} days ${hours % 24} h`;
}
