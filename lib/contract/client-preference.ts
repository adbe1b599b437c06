import { z } from "zod";
import { Timestamp } from "./common";

// The option an agent's client prefers (a Staydesk extension, not in the specification):
// the agent's system reports it, the provider's specialists see "the client prefers …" on
// the enquiry. It books nothing; accepting a quote stays the specialist's step.

/** A note is plain text: at most this many characters, no control characters but line breaks. */
export const PREFERENCE_NOTE_MAX = 500;

const NoteText = z
  .string()
  .trim()
  .max(PREFERENCE_NOTE_MAX, `Must be at most ${PREFERENCE_NOTE_MAX} characters.`)
  .refine((v) => !/[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F]/.test(v), "Must be plain text (no control characters).");

export const ClientPreferenceRequest = z
  .object({
    quoteId: z.string().min(1).max(255).meta({ description: "A quote of this enquiry; it must be ACTIVE." }),
    quoteItemId: z.string().min(1).max(255).meta({ description: "An item (property) of that quote." }),
    unitName: z.string().trim().min(1).max(255).meta({ description: "The `unitName` of one of the item's units.", example: "Studio" }),
    note: NoteText.nullable()
      .default(null)
      .transform((v) => (v === "" ? null : v))
      .meta({ description: `The client's words, plain text, at most ${PREFERENCE_NOTE_MAX} characters.` }),
  })
  .meta({ id: "ClientPreferenceRequest", description: "Replaces the enquiry's previous preference. Unknown fields are ignored." });
export type ClientPreferenceRequest = z.input<typeof ClientPreferenceRequest>;
/** The request as the service reads it (note trimmed, "" as null). */
export type ClientPreferenceInput = z.output<typeof ClientPreferenceRequest>;

export const ClientPreference = z
  .object({
    serviceReference: z.string().meta({ example: "R4E2F3A4" }),
    quoteId: z.string(),
    quoteItemId: z.string(),
    propertyName: z.string(),
    unitName: z.string(),
    note: z.string().nullable(),
    updatedAt: Timestamp,
  })
  .meta({ id: "ClientPreference" });
export type ClientPreference = z.infer<typeof ClientPreference>;

export const ClientPreferenceResponse = z.object({ data: ClientPreference }).meta({ id: "ClientPreferenceResponse" });
