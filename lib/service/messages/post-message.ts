import { CreateMessageRequest, IDEMPOTENCY_KEY, type AuthorSide, type Message } from "@/lib/contract/message";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { validationError } from "../errors";
import { messageEventData } from "../events/message-event-data";
import { writeChange } from "../events/write-change";
import { newId } from "../ids";
import { MESSAGE_SELECT, toWireMessage } from "./message-record";
import { takeMessageTurn } from "./take-message-turn";

export type PostMessageInput = {
  accountId: string;
  /** The enquiry's serviceReference or externalId. */
  enquiryRef: string;
  side: AuthorSide;
  authorName: string;
  text: string;
  /** Attachments uploaded to this enquiry and not yet sent. */
  attachmentIds?: readonly string[];
  /** The same key again (same account, enquiry and side) is the same message. */
  idempotencyKey?: string | null;
};

/**
 * Posts a message on one of the account's enquiries, in any state, with its attachments and
 * its MESSAGE.CREATED event in one transaction. `created` is false when the idempotency key
 * named a message posted before: that message is answered, and nothing new is written, even
 * when both posts arrive at once (the unique key lets one insert win).
 */
export async function postMessage(input: PostMessageInput): Promise<{ message: Message; created: boolean }> {
  const { accountId, side } = input;
  const enquiry = await getEnquiryOrThrow(accountId, input.enquiryRef);
  const parsed = CreateMessageRequest.safeParse({ text: input.text, authorName: input.authorName, attachmentIds: input.attachmentIds ?? [] });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error, { root: "body" }));
  const { text, authorName, attachmentIds } = parsed.data;
  const idempotencyKey = input.idempotencyKey ?? null;
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw validationError({ "Idempotency-Key": ["Must be 1 to 200 printable characters."] });
  }
  if (new Set(attachmentIds).size !== attachmentIds.length) throw validationError({ attachmentIds: ["Names the same file twice."] });

  const sameKey = idempotencyKey === null ? null : { accountId, enquiryId: enquiry.id, authorSide: side, idempotencyKey };
  const earlier = async () => {
    const row = sameKey && (await getPrisma().message.findFirst({ where: sameKey, select: MESSAGE_SELECT }));
    return row ? { message: toWireMessage(row, enquiry.serviceReference), created: false } : null;
  };
  const before = await earlier();
  if (before) return before;
  await takeMessageTurn(accountId, side);

  try {
    const row = await writeChange({ models: true }, async ({ db, record }) => {
      const id = newId();
      const createdAt = new Date();
      await db.message.create({ data: { id, accountId, enquiryId: enquiry.id, authorSide: side, authorName, text, idempotencyKey, createdAt } });
      if (attachmentIds.length > 0) {
        // Only this enquiry's attachments that no message has taken yet; one taken meanwhile is refused here.
        const taken = await db.messageAttachment.updateMany({
          where: { id: { in: attachmentIds }, accountId, enquiryId: enquiry.id, messageId: null },
          data: { messageId: id },
        });
        if (taken.count !== attachmentIds.length) {
          throw validationError({ attachmentIds: ["Each must be a file uploaded to this enquiry and not yet sent with a message."] });
        }
      }
      const written = await db.message.findUniqueOrThrow({ where: { id }, select: MESSAGE_SELECT });
      await record({ accountId, type: "MESSAGE.CREATED", enquiryId: enquiry.id, data: messageEventData(enquiry, toWireMessage(written, enquiry.serviceReference)) });
      return written;
    });
    return { message: toWireMessage(row, enquiry.serviceReference), created: true };
  } catch (error) {
    // The same key posted at the same moment: the other post won, and is the answer.
    if (sameKey && isUniqueViolation(error)) {
      const winner = await earlier();
      if (winner) return winner;
    }
    throw error;
  }
}
