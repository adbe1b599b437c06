import type { DbTx } from "@/lib/db/prisma";
import { formatTimestamp } from "@/lib/contract/common";
import type { EventType } from "@/lib/contract/event";
import { newId } from "../ids";

export type RecordEventInput = {
  accountId: string;
  type: EventType;
  data: unknown;
  enquiryId?: string | null;
};

/**
 * Writes an event to the outbox, inside the caller's transaction, with one delivery per
 * webhook eligible now (registered and subscribed to the type). The body is stored as
 * the exact bytes that are signed and sent, so retries send the same thing.
 * Run it inside `inTransaction` so the delivery worker is woken after the commit.
 */
export async function recordEvent(tx: DbTx, input: RecordEventInput): Promise<{ eventId: string }> {
  const eventId = newId(); // a uuid, as receivers expect
  const createdAt = new Date();
  const body = JSON.stringify({
    eventType: input.type,
    eventId,
    createdAt: formatTimestamp(createdAt),
    data: input.data,
  });
  await tx.event.create({
    data: { id: eventId, accountId: input.accountId, type: input.type, body, enquiryId: input.enquiryId ?? null, createdAt },
  });
  const webhooks = await tx.webhook.findMany({ where: { accountId: input.accountId }, select: { id: true, events: true } });
  const eligible = webhooks.filter((w) => {
    const events = w.events as string[];
    return events.length === 0 || events.includes(input.type);
  });
  if (eligible.length > 0) {
    await tx.delivery.createMany({
      data: eligible.map((w) => ({ id: newId(), eventId, webhookId: w.id, nextAttemptAt: createdAt })),
    });
  }
  return { eventId };
}
