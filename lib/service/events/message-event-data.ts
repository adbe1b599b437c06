import { formatTimestamp } from "@/lib/contract/common";
import type { MessageEventData } from "@/lib/contract/event";
import type { AuthorSide } from "@/lib/contract/message";

/** `data` of MESSAGE.CREATED (an extension event): which message, on which enquiry, by whom; not its text. */
export function messageEventData(
  enquiry: { serviceReference: string; externalId: string },
  message: { id: string; authorSide: AuthorSide; authorName: string; createdAt: Date },
): MessageEventData {
  return {
    enquiryId: enquiry.serviceReference,
    externalId: enquiry.externalId,
    messageId: message.id,
    authorSide: message.authorSide,
    authorName: message.authorName,
    createdAt: formatTimestamp(message.createdAt),
  };
}
