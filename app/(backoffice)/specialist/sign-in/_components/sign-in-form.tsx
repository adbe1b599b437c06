"use client";

import { useActionState, useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { IDLE } from "@/lib/shared/action-state";
import { specialistSignInAction } from "../../actions";

export function SignInForm() {
  const [state, action] = useActionState(specialistSignInAction, IDLE);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  // Controlled, so that a wrong password does not also wipe the e-mail (React resets
  // uncontrolled fields after a form action).
  const [email, setEmail] = useState("");
  return (
    <form action={action} className="flex flex-col gap-5" noValidate>
      <FormMessage state={state} />
      <Field label="E-mail address" error={errors?.email}>
        <Input name="email" type="email" autoComplete="username" required autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Password" error={errors?.password}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <SubmitButton className="w-full" pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
