import { z } from "zod";

// What a specialist composes in the back office: the quote's description, the chosen
// properties and units (each unit at the inventory's nightly rate, or one the specialist
// sets), and notes for the client. Parsed once by the server action, trusted after.

const money = z.coerce
  .number({ error: "Enter the nightly rate as a number, such as 120 or 99.50." })
  .positive("The nightly rate must be more than 0.")
  .max(1_000_000, "The nightly rate can be at most 1,000,000.");

export const ComposedUnit = z.object({
  unitId: z.string().min(1),
  /** Per night, excluding tax and booking fee; absent: the inventory's rate. */
  nightlyRate: money.optional(),
});

export const ComposedItem = z.object({
  propertyId: z.string().min(1),
  units: z.array(ComposedUnit).min(1, "Tick at least one unit of each property you quote."),
});

export const QuoteComposition = z.object({
  description: z.string().trim().min(1, "Describe the quote for the client.").max(2000, "Keep the description to 2,000 characters or fewer."),
  notes: z.string().trim().max(2000, "Keep the notes to 2,000 characters or fewer.").optional(),
  items: z
    .array(ComposedItem)
    .min(1, "Tick at least one unit to quote.")
    .max(5, "A quote holds at most 5 properties: untick the units of the others.")
    .refine((items) => new Set(items.map((i) => i.propertyId)).size === items.length, "Each property appears once in a quote."),
});
export type QuoteComposition = z.infer<typeof QuoteComposition>;
