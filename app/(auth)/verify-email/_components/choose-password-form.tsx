"use client";

import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { NewPasswordFields } from "../../_components/new-password-fields";
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
      <NewPasswordFields label="Password" errors={errors} />
      <SubmitButton className="w-full" pendingLabel="Confirming…">
        Confirm and sign in
      </SubmitButton>
    </form>
  );
}
