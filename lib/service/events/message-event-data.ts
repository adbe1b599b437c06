import type { MessageEventData } from "@/lib/contract/event";
import type { Message } from "@/lib/contract/message";

/**
 * `data` of MESSAGE.CREATED (an extension event): the message as the API answers it, its
 * text and its files' names and sizes included (never the files themselves), so that a
 * receiver can show and announce it without reading it back.
 */
export function messageEventData(enquiry: { serviceReference: string; externalId: string }, message: Message): MessageEventData {
  return {
    enquiryId: enquiry.serviceReference,
    externalId: enquiry.externalId,
    messageId: message.id,
    authorSide: message.author.side,
    authorName: message.author.name,
    text: message.text,
    attachments: message.attachments,
    createdAt: message.createdAt,
  };
}
