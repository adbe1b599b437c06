import type { Message, MessageListQuery } from "@/lib/contract/message";
import { getPrisma } from "@/lib/db/prisma";
import { decodeTimeCursor, encodeTimeCursor, type TimePosition } from "@/lib/shared/cursor";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { validationError } from "../errors";
import { MESSAGE_SELECT, toWireMessage } from "./message-record";

export type MessagePage = { messages: Message[]; nextCursor: string | null };

function decodeCursor(cursor: string): TimePosition {
  const position = decodeTimeCursor(cursor);
  if (position) return position;
  throw validationError({ cursor: ["Not a cursor of this list: use pagination.next as given."] });
}

/**
 * The messages of one of the account's enquiries, newest first, by keyset on (createdAt,
 * id): no message is skipped or repeated while paging, however many arrive meanwhile.
 */
export async function listMessages(accountId: string, enquiryRef: string, query: Partial<MessageListQuery> = {}): Promise<MessagePage> {
  const enquiry = await getEnquiryOrThrow(accountId, enquiryRef);
  const pageSize = query.pageSize ?? 20;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await getPrisma().message.findMany({
    where: {
      accountId,
      enquiryId: enquiry.id,
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: pageSize + 1, // one more tells whether a next page exists
    select: MESSAGE_SELECT,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    messages: page.map((row) => toWireMessage(row, enquiry.serviceReference)),
    nextCursor: rows.length > pageSize && last ? encodeTimeCursor(last) : null,
  };
}
