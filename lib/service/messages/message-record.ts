import { formatTimestamp } from "@/lib/contract/common";
import type { AttachmentType, AuthorSide, Message, MessageAttachment } from "@/lib/contract/message";

/** What a message's wire shape is read from. */
export const MESSAGE_SELECT = {
  id: true,
  authorSide: true,
  authorName: true,
  text: true,
  createdAt: true,
  attachments: {
    select: { id: true, filename: true, contentType: true, size: true },
    orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
  },
};

type AttachmentRow = { id: string; filename: string; contentType: string; size: number };
export type MessageRow = { id: string; authorSide: string; authorName: string; text: string; createdAt: Date; attachments: AttachmentRow[] };

export function toWireAttachment(row: AttachmentRow): MessageAttachment {
  return { id: row.id, filename: row.filename, contentType: row.contentType as AttachmentType, size: row.size };
}

/** A message as the API answers it; `serviceReference` is its enquiry's. */
export function toWireMessage(row: MessageRow, serviceReference: string): Message {
  return {
    id: row.id,
    enquiryId: serviceReference,
    author: { side: row.authorSide as AuthorSide, name: row.authorName },
    text: row.text,
    attachments: row.attachments.map(toWireAttachment),
    createdAt: formatTimestamp(row.createdAt),
  };
}
