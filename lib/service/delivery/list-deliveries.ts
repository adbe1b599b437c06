import type { DeliveryListQuery } from "@/lib/contract/webhook";
import { getPrisma } from "@/lib/db/prisma";
import { validationError } from "../errors";
import { decodeTimeCursor, encodeTimeCursor, type TimePosition } from "@/lib/shared/cursor";
import { getWebhookOrThrow } from "../webhooks/get-webhook-or-throw";
import { DELIVERY_LOG_SELECT, type DeliveryRecord } from "./to-wire-delivery";

export type DeliveryPage = { deliveries: DeliveryRecord[]; nextCursor: string | null };

function decodeCursor(cursor: string): TimePosition {
  const position = decodeTimeCursor(cursor);
  if (position) return position;
  throw validationError({ cursor: ["Not a cursor of this list: use pagination.next as given."] });
}

/**
 * A webhook's deliveries, newest first, by keyset on (createdAt, id): no row is skipped
 * or repeated while paging, however many events arrive meanwhile.
 */
export async function listDeliveries(accountId: string, webhookId: string, query: DeliveryListQuery): Promise<DeliveryPage> {
  await getWebhookOrThrow(accountId, webhookId);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await getPrisma().delivery.findMany({
    where: {
      webhookId,
      webhook: { accountId },
      ...(query.status ? { status: query.status } : {}),
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.pageSize + 1, // one more tells whether a next page exists
    select: DELIVERY_LOG_SELECT,
  });
  const deliveries = rows.slice(0, query.pageSize);
  const last = deliveries.at(-1);
  return { deliveries, nextCursor: rows.length > query.pageSize && last ? encodeTimeCursor(last) : null };
}
