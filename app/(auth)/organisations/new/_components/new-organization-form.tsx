"use client";

import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { createOrganizationAction } from "../actions";

export function NewOrganizationForm() {
  const { state, fieldErrors: errors, formProps } = useActionForm(createOrganizationAction);
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
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
