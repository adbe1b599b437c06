"use client";

import { useActionState } from "react";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { IDLE } from "@/lib/portal/action-state";
import { createOrganisationAction } from "../actions";

export function NewOrganisationForm() {
  const [state, action] = useActionState(createOrganisationAction, IDLE);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form action={action} className="flex flex-col gap-5" noValidate>
      <FormMessage state={state} />
      <Field label="Organisation name" hint="Your agency or team, e.g. “Northwind Travel”." error={errors?.name}>
        <Input name="name" autoComplete="organization" required autoFocus />
      </Field>
      <SubmitButton className="w-full" pendingLabel="Creating…">
        Create organisation
      </SubmitButton>
    </form>
  );
}
