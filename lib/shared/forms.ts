import type { z } from "zod";
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

export type ParsedForm<S extends z.ZodType> = { success: true; data: z.output<S> } | { success: false; error: z.ZodError; fieldErrors: FieldErrors };

/** Parses a form's values with its schema, messages in words. */
export function parseForm<S extends z.ZodType>(schema: S, input: FormData | Record<string, unknown>): ParsedForm<S> {
  const parsed = schema.safeParse(input instanceof FormData ? formToObject(input) : input, { error: inWords });
  if (parsed.success) return { success: true, data: parsed.data };
  return { success: false, error: parsed.error, fieldErrors: fieldErrorsOf(parsed.error) };
}

/** The sentence above a form whose fields are refused. */
export const CORRECT_THE_FIELDS = "Please correct the highlighted fields.";
