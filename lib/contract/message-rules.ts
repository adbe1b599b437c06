// The rules of a message that a browser checks before anything is sent, without zod so
// that a page's first load stays light: the limits and the words of a refused text. The
// schemas of message.ts are built on them; the service checks everything again.

/** A message's text: at most this many characters once trimmed. */
export const MESSAGE_TEXT_MAX = 10_000;
/** Files one message may carry. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 5;
/** The largest file that may be attached: 10 MB (10,485,760 bytes). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The kinds of file that may be attached, as detected from their first bytes. */
export const ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** Those kinds in words, as the forms offer them. */
export const ATTACHMENT_TYPES_IN_WORDS = "PDF, PNG, JPEG or WebP";

/** Control characters other than tab and line breaks. */
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const MESSAGE_TEXT_WORDS = {
  empty: "Write the message: it is empty.",
  tooLong: `Must be at most ${MESSAGE_TEXT_MAX.toLocaleString("en")} characters.`,
  control: "Must be plain text (no control characters other than line breaks and tabs).",
} as const;

/** What is wrong with a message's text, in the words the service would say; null when it may be sent. */
export function messageTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return MESSAGE_TEXT_WORDS.empty;
  if (trimmed.length > MESSAGE_TEXT_MAX) return MESSAGE_TEXT_WORDS.tooLong;
  if (CONTROL_IN_TEXT.test(trimmed)) return MESSAGE_TEXT_WORDS.control;
  return null;
}

/** What a file input offers; the service decides by the bytes, not by this. */
export const ATTACHMENT_ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp";
const EXTENSIONS = /\.(pdf|png|jpe?g|webp)$/i;

/** What is wrong with the chosen files, in words; null when they may be sent. */
export function attachmentsProblem(files: { name: string; size: number; type?: string }[]): string | null {
  if (files.length > MAX_ATTACHMENTS_PER_MESSAGE) return `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files go with one message; ${files.length} are chosen.`;
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_BYTES) return `“${file.name}” is larger than 10 MB. Attach a smaller file.`;
    if (file.size === 0) return `“${file.name}” is empty.`;
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type ?? "") && !EXTENSIONS.test(file.name)) return `“${file.name}” is not a ${ATTACHMENT_TYPES_IN_WORDS} file.`;
  }
  return null;
}
