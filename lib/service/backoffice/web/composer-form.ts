import "server-only";
import { z } from "zod";
import type { FieldErrors } from "@/lib/shared/action-state";
import { checkboxGroup } from "@/lib/shared/forms";
import { QuoteComposition } from "../quote-composition";

// The composer's form: a checkbox `unit` per chosen unit ("propertyId:unitId"), an
// optional `rate.<unitId>` override per unit, a description and notes. Its refusals are
// keyed by these names, so that each message sits on the control it is about.

export const ComposerForm = z
  .object({
    description: z.string(),
    notes: z.string().optional(),
    unit: checkboxGroup(z.string()),
  })
  .catchall(z.unknown());
export type ComposerForm = z.output<typeof ComposerForm>;

/** The checkboxes' field name: a refusal about the choice of units as a whole sits there. */
export const UNITS_FIELD = "unit";
export const rateField = (unitId: string) => `rate.${unitId}`;

export type ReadComposer = { ok: true; composition: QuoteComposition } | { ok: false; fieldErrors: FieldErrors };

export function readComposerForm(form: ComposerForm): ReadComposer {
  const items = new Map<string, { unitId: string; nightlyRate?: string }[]>();
  for (const value of form.unit) {
    const [propertyId = "", unitId = ""] = value.split(":");
    const rate = form[rateField(unitId)];
    const units = items.get(propertyId) ?? [];
    units.push({ unitId, nightlyRate: typeof rate === "string" && rate.trim() !== "" ? rate.trim() : undefined });
    items.set(propertyId, units);
  }
  const grouped = [...items].map(([propertyId, units]) => ({ propertyId, units }));
  const parsed = QuoteComposition.safeParse({ description: form.description, notes: form.notes?.trim() ? form.notes : undefined, items: grouped });
  if (parsed.success) return { ok: true, composition: parsed.data };

  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const [top, i, , j] = issue.path;
    const unitId = typeof i === "number" && typeof j === "number" ? grouped[i]?.units[j]?.unitId : undefined;
    const field = top === "items" ? (unitId ? rateField(unitId) : UNITS_FIELD) : String(top);
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}
