import { z } from "zod";
import { Timestamp } from "./common";
import { ATTACHMENT_TYPES, CONTROL_IN_TEXT, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_TEXT_MAX, MESSAGE_TEXT_WORDS } from "./message-rules";

// Messages about an enquiry (a Staydesk extension, not in the specification): the agent's
// side and the provider's specialist ask and answer questions inside Staydesk, with files
// attached. Written once: the service validates with these, the OpenAPI document shows
// them, and the typed client and the portal read them.

export { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE, MESSAGE_TEXT_MAX, type AttachmentType } from "./message-rules";
/** An author's name: at most this many characters. */
export const AUTHOR_NAME_MAX = 100;
/** An Idempotency-Key: 1 to 200 printable ASCII characters. */
export const IDEMPOTENCY_KEY = /^[\x20-\x7E]{1,200}$/;

export const AUTHOR_SIDES = ["AGENT", "PROVIDER"] as const;
export const AuthorSide = z.enum(AUTHOR_SIDES).meta({
  id: "MessageAuthorSide",
  description: "AGENT: the agent's side (through this API). PROVIDER: the provider's specialist (the back office).",
});
export type AuthorSide = z.infer<typeof AuthorSide>;

// In a name, any control character.
const CONTROL = /[\u0000-\u001F\u007F]/;

export const MessageText = z
  .string()
  .trim()
  .min(1, MESSAGE_TEXT_WORDS.empty)
  .max(MESSAGE_TEXT_MAX, MESSAGE_TEXT_WORDS.tooLong)
  .refine((v) => !CONTROL_IN_TEXT.test(v), MESSAGE_TEXT_WORDS.control);

export const AuthorName = z
  .string()
  .trim()
  .min(1, "Give the author's name.")
  .max(AUTHOR_NAME_MAX, `Must be at most ${AUTHOR_NAME_MAX} characters.`)
  .refine((v) => !CONTROL.test(v), "Must be one line of plain text.");

/** A file name as the uploader gives it: shown and offered for download, never trusted for the type. */
export const AttachmentFilename = z
  .string()
  .trim()
  .min(1, "Give the file's name.")
  .max(255, "Must be at most 255 characters.")
  .refine((v) => !CONTROL.test(v) && !/[/\\]/.test(v), "Must be a file name without slashes or control characters.");

export const CreateMessageRequest = z
  .object({
    text: MessageText.meta({ description: `Plain text, 1 to ${MESSAGE_TEXT_MAX} characters once trimmed; line breaks and tabs are kept.`, example: "Is there a lift in the building?" }),
    authorName: AuthorName.meta({ description: `Who writes it, as the provider's specialist will see it: 1 to ${AUTHOR_NAME_MAX} characters.`, example: "Ana Silva" }),
    attachmentIds: z
      .array(z.string().min(1).max(255))
      .max(MAX_ATTACHMENTS_PER_MESSAGE, `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message.`)
      .default([])
      .meta({ description: `Up to ${MAX_ATTACHMENTS_PER_MESSAGE} attachments uploaded to this enquiry and not yet sent with a message.` }),
  })
  .meta({ id: "CreateMessageRequest", description: "Unknown fields are ignored." });
export type CreateMessageRequest = z.input<typeof CreateMessageRequest>;
/** The request as the service reads it (text and name trimmed, no attachments as []). */
export type CreateMessageInput = z.output<typeof CreateMessageRequest>;

export const MessageAttachment = z
  .object({
    id: z.string().meta({ example: "0193a0c2-7d1e-7c4a-9f2b-5a1d3e4f6a7b" }),
    filename: z.string().meta({ example: "floor-plan.pdf" }),
    contentType: z.enum(ATTACHMENT_TYPES).meta({ description: "Detected from the file's first bytes, never from its name." }),
    size: z.number().int().meta({ description: "Bytes.", example: 48213 }),
  })
  .meta({ id: "MessageAttachment" });
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const MessageAuthor = z
  .object({ side: AuthorSide, name: z.string().meta({ example: "Ana Silva" }) })
  .meta({ id: "MessageAuthor" });

export const Message = z
  .object({
    id: z.string().meta({ example: "0193a0c3-1b2c-7d4e-8f90-a1b2c3d4e5f6" }),
    enquiryId: z.string().meta({ description: "The enquiry's serviceReference.", example: "R4E2F3A4" }),
    author: MessageAuthor,
    text: z.string(),
    attachments: z.array(MessageAttachment),
    createdAt: Timestamp,
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof Message>;

export const MessageResponse = z.object({ data: Message }).meta({ id: "MessageResponse" });

export const MessageListQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100).default(20).meta({ param: { name: "pageSize", in: "query" } }),
  cursor: z.string().max(512).optional().meta({ param: { name: "cursor", in: "query" }, description: "From `pagination.next`." }),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

export const MessageListResponse = z
  .object({
    data: z.array(Message).meta({ description: "Newest first." }),
    pagination: z
      .object({ next: z.string().nullable().meta({ description: "Relative link to the next (older) page; null on the last." }) })
      .meta({ id: "MessagePagination" }),
  })
  .meta({ id: "MessageListResponse" });
export type MessageListResponse = z.infer<typeof MessageListResponse>;

export const AttachmentResponse = z.object({ data: MessageAttachment }).meta({ id: "AttachmentResponse" });
