import { z } from "zod";

// What a specialist composes in the back office: the quote's description, the chosen
// properties and units (each unit at the inventory's nightly rate, or one the specialist
// sets), and notes for the client. Parsed once by the server action, trusted after.

const money = z.coerce.number().positive("must be more than 0").max(1_000_000, "is too large");

export const ComposedUnit = z.object({
  unitId: z.string().min(1),
  /** Per night, excluding tax and booking fee; absent: the inventory's rate. */
  nightlyRate: money.optional(),
});

export const ComposedItem = z.object({
  propertyId: z.string().min(1),
  units: z.array(ComposedUnit).min(1, "choose at least one unit of each property"),
});

export const QuoteComposition = z.object({
  description: z.string().trim().min(1, "is required").max(2000, "is at most 2,000 characters"),
  notes: z.string().trim().max(2000, "is at most 2,000 characters").optional(),
  items: z
    .array(ComposedItem)
    .min(1, "choose at least one property")
    .max(5, "a quote holds at most 5 properties")
    .refine((items) => new Set(items.map((i) => i.propertyId)).size === items.length, "each property appears once"),
});
export type QuoteComposition = z.infer<typeof QuoteComposition>;
