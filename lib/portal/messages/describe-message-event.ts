import "server-only";
import type { ServiceClient } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import type { EventDetail } from "../live/describe-event";
import { firstLine } from "./first-line";

// The newest messages are where a message just announced is found.
const LOOK_BACK = 20;

/**
 * What the timeline says of a MESSAGE.CREATED event: the provider's name when its
 * specialist wrote (the agency knows the provider, not its staff), the member's name when
 * the agency did, and the message's first line: from the event, which carries the text, or
 * read from the provider when an event does not (a provider of an earlier version). Without
 * the line when the message cannot be read (the timeline then says who wrote).
 */
export async function describeMessageEvent(
  client: ServiceClient,
  input: { organizationId: string; connectionId: string; serviceReference: string; data: unknown },
): Promise<EventDetail> {
  const { organizationId, connectionId, serviceReference } = input;
  const { messageId, authorSide, authorName, text } = input.data as { messageId?: string; authorSide?: string; authorName?: string; text?: unknown };
  const connection = await getPrisma().serviceConnection.findFirst({ where: { id: connectionId, organizationId }, select: { name: true } });
  const providerName = connection?.name ?? "The provider";
  const messageFrom = authorSide === "PROVIDER" ? providerName : (authorName ?? providerName);
  if (typeof text === "string") return { messageFrom, messageLine: firstLine(text) };
  try {
    const page = await client.listMessages(serviceReference, { pageSize: LOOK_BACK });
    const message = page.data.find((m) => m.id === messageId);
    return message ? { messageFrom, messageLine: firstLine(message.text) } : { messageFrom };
  } catch {
    return { messageFrom };
  }
}
