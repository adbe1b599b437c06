"use client";

import Link from "next/link";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { signInAction } from "../actions";

export function SignInForm({ invitation, email, next, canReset }: { invitation?: string; email?: string; next?: string; canReset: boolean }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(signInAction);
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
      {invitation ? <input type="hidden" name="invitation" value={invitation} /> : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <FormMessage state={state} />
      <Field label="E-mail address" error={errors?.email}>
        <Input name="email" type="email" autoComplete="email" required defaultValue={email} autoFocus={!email} />
      </Field>
      <Field label="Password" error={errors?.password}>
        <Input name="password" type="password" autoComplete="current-password" required autoFocus={Boolean(email)} />
      </Field>
      {canReset ? (
        <p className="-mt-2 text-sm">
          <Link href="/forgot-password" className="font-semibold text-brand-700 hover:text-brand-900">
            Forgot password?
          </Link>
        </p>
      ) : null}
      <SubmitButton className="w-full" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
