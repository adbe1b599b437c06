"use client";

import { useActionState } from "react";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { IDLE } from "@/lib/portal/action-state";
import { signInAction } from "../actions";

export function SignInForm({ invitation, email }: { invitation?: string; email?: string }) {
  const [state, action] = useActionState(signInAction, IDLE);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form action={action} className="flex flex-col gap-5" noValidate>
      {invitation ? <input type="hidden" name="invitation" value={invitation} /> : null}
      <FormMessage state={state} />
      <Field label="E-mail address" error={errors?.email}>
        <Input name="email" type="email" autoComplete="email" required defaultValue={email} autoFocus={!email} />
      </Field>
      <Field label="Password" error={errors?.password}>
        <Input name="password" type="password" autoComplete="current-password" required autoFocus={Boolean(email)} />
      </Field>
      <SubmitButton className="w-full" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
