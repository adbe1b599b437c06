import "server-only";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { failed, succeeded, type ActionState, type FormAction } from "@/lib/shared/action-state";
import { CORRECT_THE_FIELDS, parseForm } from "@/lib/shared/forms";
import type { SignedInSpecialist } from "@/lib/service/backoffice/auth/get-specialist-by-session";
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
    if (!parsed.success) return failed(CORRECT_THE_FIELDS, { fieldErrors: parsed.fieldErrors });
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

export const done = succeeded;
