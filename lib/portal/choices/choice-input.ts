import { z } from "zod";
import { PREFERENCE_NOTE_MAX } from "@/lib/contract/client-preference";

// What the share page's form sends, checked on the server.

export const NOTE_MAX = PREFERENCE_NOTE_MAX;
export const REASON_MAX = 1000;

export const ChoiceInput = z.object({
  token: z.string().min(1).max(100),
  // "1.2.0": the second provider's quote on the link, its third property's first unit, in the
  // quote's own order (a quote never changes). "2.0" from a page made before: the first quote.
  option: z
    .string({ error: "Choose one of the options." })
    .regex(/^(\d{1,2}\.)?\d{1,2}\.\d{1,3}$/, "Choose one of the options.")
    .transform((value) => {
      const parts = value.split(".").map(Number);
      const [source, item, unit] = (parts.length === 2 ? [0, ...parts] : parts) as [number, number, number];
      return { source, item, unit };
    }),
  // A browser sends a textarea's line breaks as CRLF: counted as one character, as the form counts them.
  note: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(NOTE_MAX, `Keep the note to ${NOTE_MAX} characters or fewer.`)
    // Plain text: line breaks are fine, other control characters are not.
    .refine((v) => !/[\u0000-\u0009\u000B-\u001F\u007F]/.test(v), "The note can only hold plain text."))
    .optional()
    .transform((v) => (v ? v : null)),
  // For the client's approver, when the choice needs one (lib/portal/approvals): asked for then.
  reason: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(REASON_MAX, `Keep the reason to ${REASON_MAX} characters or fewer.`)
    .refine((v) => !/[\u0000-\u0009\u000B-\u001F\u007F]/.test(v), "The reason can only hold plain text."))
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ChoiceInput = z.output<typeof ChoiceInput>;
