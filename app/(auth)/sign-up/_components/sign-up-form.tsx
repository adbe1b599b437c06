"use client";

import Link from "next/link";
import { InboxNotice } from "@/components/mail/inbox-notice";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { signUpAction } from "../actions";

export function SignUpForm({ invitation, email, catcher }: { invitation?: string; email?: string; catcher: boolean }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(signUpAction);
  if (state.status === "success" && state.data) {
    return (
      <InboxNotice title="Check your inbox" catcher={catcher}>
        <p>
          We sent a link to <strong className="font-semibold text-slate-900">{state.data.email}</strong>. Open it within 24 hours to finish creating
          your account.
        </p>
        <p className="mt-2">
          Nothing arrived? Look in your spam folder, or{" "}
          <Link href={invitation ? `/sign-in?invitation=${invitation}` : "/sign-in"} className="font-semibold text-brand-700 hover:text-brand-900">
            sign in
          </Link>{" "}
          with this address and your password for a new link.
        </p>
      </InboxNotice>
    );
  }
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
      {invitation ? <input type="hidden" name="invitation" value={invitation} /> : null}
      <FormMessage state={state} />
      <Field label="Your name" error={errors?.name}>
        <Input name="name" autoComplete="name" required autoFocus />
      </Field>
      <Field
        label="E-mail address"
        error={errors?.email}
        hint={email ? "The address the invitation was sent to." : undefined}
      >
        <Input name="email" type="email" autoComplete="email" required defaultValue={email} readOnly={Boolean(email)} />
      </Field>
      <Field label="Password" error={errors?.password} hint="At least 8 characters.">
        <Input name="password" type="password" autoComplete="new-password" required minLength={8} />
      </Field>
      <SubmitButton className="w-full" pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  );
}
