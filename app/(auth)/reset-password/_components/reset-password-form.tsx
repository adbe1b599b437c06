"use client";

import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { NewPasswordFields } from "../../_components/new-password-fields";
import { resetPasswordAction } from "../actions";

export function ResetPasswordForm({ token }: { token: string }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(resetPasswordAction);
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="token" value={token} />
      <FormMessage state={state} />
      <NewPasswordFields label="New password" errors={errors} />
      <SubmitButton className="w-full" pendingLabel="Saving…">
        Save the new password
      </SubmitButton>
    </form>
  );
}
