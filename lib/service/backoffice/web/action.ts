import "server-only";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { failed, succeeded, type ActionState, type FieldErrors, type FormAction } from "@/lib/shared/action-state";
import { parseForm } from "@/lib/shared/forms";
import type { SignedInSpecialist } from "../auth/get-specialist-by-session";
import { ServiceError } from "@/lib/service/errors";
import { getSignedInSpecialist } from "./session";

// The back office's server actions are public POST endpoints like any other: each one
// checks the specialist's session inside, parses the form with zod, runs one domain
// function and turns the service's error into form state. Back-office actions call the
// service's domain code directly: the back office is part of the service.

export function specialistAction<S extends z.ZodType, T = undefined>(
  schema: S,
  run: (input: z.output<S>, specialist: SignedInSpecialist) => Promise<ActionState<T>>,
): FormAction<T> {
  return async (_previous, formData) => {
    const specialist = await getSignedInSpecialist();
    if (!specialist) redirect("/specialist/sign-in");
    const parsed = parseForm(schema, formData);
    if (!parsed.success) return refused(parsed.fieldErrors);
    try {
      return await run(parsed.data, specialist);
    } catch (error) {
      if (error instanceof ServiceError) {
        return failed(error.message, { code: error.code, fieldErrors: error.errors });
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

export const done = succeeded;
