"use client";

import { useActionState, useEffect, useRef } from "react";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { resendFailedSinceAction } from "../actions";

/** "Resend every failed delivery since …", in the admin's own time zone. */
export function ResendSinceForm({ webhookId }: { webhookId: string }) {
  const [state, action] = useActionState(useToastingAction(resendFailedSinceAction), IDLE);
  // The server reads the wall time with the browser's offset (minutes to add for UTC),
  // which only the browser knows: filled in after hydration.
  const offset = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (offset.current) offset.current.value = String(new Date().getTimezoneOffset());
  }, []);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      {state.status === "error" && !errors?.since ? <FormMessage state={state} /> : null}
      <input type="hidden" name="webhookId" value={webhookId} />
      <input ref={offset} type="hidden" name="offsetMinutes" defaultValue="0" />
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Failed since" error={errors?.since}>
          <Input name="since" type="datetime-local" required />
        </Field>
        <SubmitButton variant="secondary" pendingLabel="Queuing…">
          Resend every failed delivery
        </SubmitButton>
      </div>
    </form>
  );
}
