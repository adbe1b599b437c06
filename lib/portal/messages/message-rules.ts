// What the composer tells and checks in the browser before anything is sent: the
// contract's limits (lib/contract/message.ts), repeated here without zod so that the
// enquiry page's first load stays light (tests/portal/messages.test.ts checks they agree).
// The provider checks everything again and has the last word.

export const MESSAGE_MAX_CHARS = 10_000;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_MAX = 5;
/** What the file input offers; the provider decides by the bytes, not by this. */
export const ATTACHMENT_ACCEPT = "application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp";
export const ATTACHMENT_TYPES_IN_WORDS = "PDF, PNG, JPEG or WebP";

/** What is wrong with the chosen files, in words; null when they may be sent. */
export function attachmentsProblem(files: { name: string; size: number }[]): string | null {
  if (files.length > ATTACHMENTS_MAX) return `At most ${ATTACHMENTS_MAX} files go with one message; ${files.length} are chosen.`;
  const large = files.find((f) => f.size > ATTACHMENT_MAX_BYTES);
  if (large) return `“${large.name}” is larger than 10 MB. Attach a smaller file.`;
  const empty = files.find((f) => f.size === 0);
  if (empty) return `“${empty.name}” is empty.`;
  return null;
}
