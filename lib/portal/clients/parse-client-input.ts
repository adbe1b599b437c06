import type { z } from "zod";
import { CORRECT_THE_FIELDS, parseForm } from "@/lib/shared/forms";
import { PortalError } from "../errors";

/**
 * The input parsed with its schema (client-input.ts), or a PortalError INVALID with the
 * field errors in words: the domain functions parse what they are given, whether a form's
 * action parsed it already or not, so that no caller can store an unchecked value.
 */
export function parseClientInput<S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const parsed = parseForm(schema, input as Record<string, unknown>);
  if (parsed.success) return parsed.data;
  const messages = Object.values(parsed.fieldErrors).flat();
  throw new PortalError("INVALID", messages.length === 1 ? messages[0]! : CORRECT_THE_FIELDS, parsed.fieldErrors);
}
