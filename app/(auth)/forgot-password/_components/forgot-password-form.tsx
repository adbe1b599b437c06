"use client";

import { InboxNotice } from "@/components/mail/inbox-notice";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { forgotPasswordAction } from "../actions";

export function ForgotPasswordForm({ catcher, validMinutes }: { catcher: boolean; validMinutes: number }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(forgotPasswordAction);
  if (state.status === "success" && state.data) {
    return (
      <InboxNotice title="Check your inbox" catcher={catcher}>
        <p>
          If an account uses <strong className="font-semibold text-slate-900">{state.data.email}</strong>, we have sent it a link to choose a new
          password. The link works once, for {validMinutes} minutes.
        </p>
      </InboxNotice>
    );
  }
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
      <FormMessage state={state} />
      <Field label="E-mail address" error={errors?.email}>
        <Input name="email" type="email" autoComplete="email" required autoFocus />
      </Field>
      <SubmitButton className="w-full" pendingLabel="Sending the link…">
        Send me a link
      </SubmitButton>
    </form>
  );
}
