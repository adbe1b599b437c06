"use client";

import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { changeEmailAction } from "../actions";

export function ChangeEmailForm({ catcher }: { catcher: boolean }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(changeEmailAction);
  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <FormMessage state={state} />
      <div role="status" aria-live="polite">
        {state.status === "success" && state.data ? (
          <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset">
            We sent a link to <strong className="font-semibold">{state.data.email}</strong>. Your address changes when you open it there, within 24
            hours; until then you keep signing in with the current one.
            {catcher ? " (Development server: the message is in the mail catcher at /dev/mail.)" : null}
          </p>
        ) : null}
      </div>
      <Field label="New e-mail address" error={errors?.email}>
        <Input name="email" type="email" autoComplete="email" required className="sm:max-w-sm" />
      </Field>
      <Field label="Your current password" error={errors?.password} hint="Your current address is told of the change, with a way to undo it.">
        <Input name="password" type="password" autoComplete="current-password" required className="sm:max-w-sm" />
      </Field>
      <div>
        <SubmitButton pendingLabel="Sending the link…">Send a confirmation link</SubmitButton>
      </div>
    </form>
  );
}
