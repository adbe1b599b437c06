"use client";

import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { confirmSignUpAction } from "../actions";

export function ChoosePasswordForm({ token, next, email }: { token: string; next?: string; email: string }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(confirmSignUpAction);
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="token" value={token} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {/* For password managers: the account the password is for. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormMessage state={state} />
      <Field label="Password" error={errors?.password} hint="At least 8 characters.">
        <Input name="password" type="password" autoComplete="new-password" required minLength={8} autoFocus />
      </Field>
      <Field label="The same password again" error={errors?.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" required minLength={8} />
      </Field>
      <SubmitButton className="w-full" pendingLabel="Confirming…">
        Confirm and sign in
      </SubmitButton>
    </form>
  );
}
