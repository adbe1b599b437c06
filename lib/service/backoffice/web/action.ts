import "server-only";
import { redirect } from "next/navigation";
import type { z } from "zod";
import type { ActionState, FieldErrors } from "@/lib/portal/action-state";
import type { SignedInSpecialist } from "../auth/get-specialist-by-session";
import { ServiceError } from "@/lib/service/errors";
import { getSignedInSpecialist } from "./session";

// The back office's server actions are public POST endpoints like any other: each one
// checks the specialist's session inside, parses the form with zod, runs one domain
// function and turns the service's error into form state. Back-office actions call the
// service's domain code directly: the back office is part of the service.

type FormAction<T> = (previous: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;

export function specialistAction<S extends z.ZodType, T = undefined>(
  schema: S,
  run: (input: z.output<S>, specialist: SignedInSpecialist) => Promise<ActionState<T>>,
): FormAction<T> {
  return async (_previous, formData) => {
    const specialist = await getSignedInSpecialist();
    if (!specialist) redirect("/specialist/sign-in");
    const parsed = schema.safeParse(formToObject(formData));
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) (fieldErrors[issue.path.join(".") || "form"] ??= []).push(issue.message);
      return refused(fieldErrors);
    }
    try {
      return await run(parsed.data, specialist);
    } catch (error) {
      if (error instanceof ServiceError) {
        return { status: "error", message: error.message, code: error.code, fieldErrors: error.errors, at: Date.now() };
      }
      throw error;
    }
  };
}

/** A refusal about fields: the summary says how many, and each field says what is wrong. */
export function refused<T = undefined>(fieldErrors: FieldErrors): ActionState<T> {
  const count = Object.keys(fieldErrors).length;
  const message = count === 1 ? "One field needs your attention: see the message on it." : `${count} fields need your attention: see the message on each.`;
  return { status: "error", message, fieldErrors, at: Date.now() };
}

export function done<T = undefined>(message: string, data?: T): ActionState<T> {
  return { status: "success", message, data, at: Date.now() };
}

// Repeated names (checkbox groups) become arrays; single ones stay strings.
function formToObject(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const key of new Set(formData.keys())) {
    if (key.startsWith("$ACTION")) continue;
    const values = formData.getAll(key);
    raw[key] = values.length > 1 ? values : values[0];
  }
  return raw;
}
