import { get, type FieldErrors } from "react-hook-form";

/** The message of a field's error (or of a list's own error), by the field's dotted name. */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  const entry = get(errors, name) as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = entry?.message ?? entry?.root?.message;
  return typeof message === "string" ? message : undefined;
}
