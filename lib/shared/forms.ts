import { z } from "zod";
import type { FieldErrors } from "./action-state";
import { inWords } from "./zod-messages";

// The one road from zod's issues to what a form shows: messages keyed by the field's
// dotted path ("guestNumbers.adults"), what belongs to no field under `root`.

export function fieldErrorsOf(error: z.ZodError, options: { prefix?: string; root?: string } = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = [options.prefix, ...issue.path.map(String)].filter(Boolean).join(".") || (options.root ?? "form");
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** A form's fields as an object: repeated names (checkbox groups) become arrays, single ones stay strings. */
export function formToObject(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = formData.getAll(key);
    raw[key] = values.length > 1 ? values : values[0];
  }
  return raw;
}

/** A checkbox group as a form posts it: absent (none ticked), one value, or several; always read as a list. */
export function checkboxGroup<T extends z.ZodType>(item: T) {
  return z
    .union([item, z.array(item)])
    .optional()
    .transform((value): z.output<T>[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
}

/**
 * A form's dotted field names ("guestNumbers.adults" = "2", "guestRequirements.0.text" = …)
 * as the nested object a schema reads: numeric segments make arrays, which keep no holes.
 * Names that could reach an object's prototype are dropped.
 */
export function nestFormFields(flat: unknown): unknown {
  if (typeof flat !== "object" || flat === null) return flat;
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const segments = key.split(".");
    if (segments.some((s) => s === "" || s === "__proto__" || s === "constructor" || s === "prototype")) continue;
    let node: Record<string, unknown> | unknown[] = root;
    segments.forEach((segment, i) => {
      const last = i === segments.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(segments[i + 1]!);
      const existing = slot[segment];
      if (typeof existing !== "object" || existing === null) slot[segment] = nextIsIndex ? [] : {};
      node = slot[segment] as Record<string, unknown> | unknown[];
    });
  }
  // Rows removed in the browser leave no holes, but a crafted post might.
  return compactArrays(root);
}

function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  }
  return value;
}

export type ParsedForm<S extends z.ZodType> = { success: true; data: z.output<S> } | { success: false; error: z.ZodError; fieldErrors: FieldErrors };

/** Parses a form's values with its schema, messages in words. */
export function parseForm<S extends z.ZodType>(schema: S, input: FormData | Record<string, unknown>): ParsedForm<S> {
  const parsed = schema.safeParse(input instanceof FormData ? formToObject(input) : input, { error: inWords });
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, error: parsed.error, fieldErrors: fieldErrorsOf(parsed.error) };
}

/** The sentence above a form whose fields are refused. */
export const CORRECT_THE_FIELDS = "Please correct the highlighted fields.";
