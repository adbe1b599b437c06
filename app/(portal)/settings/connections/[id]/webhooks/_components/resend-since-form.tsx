"use client";

import { useActionState } from "react";
import { useTimeZone } from "@/components/time/time-zone";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { resendFailedSinceAction } from "../actions";
import { ConnectionIdInput } from "../../../_components/connection-id";

/** "Resend every failed delivery since …", in the member's time zone (the one every time is shown in). */
export function ResendSinceForm({ webhookId }: { webhookId: string }) {
  const [state, action] = useActionState(useToastingAction(resendFailedSinceAction), IDLE);
  const zone = useTimeZone();
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      {state.status === "error" && !errors?.since ? <FormMessage state={state} /> : null}
      <input type="hidden" name="webhookId" value={webhookId} />
      <ConnectionIdInput />
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Failed since" hint={`In ${zone.replaceAll("_", " ")}.`} error={errors?.since}>
          <Input name="since" type="datetime-local" required />
        </Field>
        <SubmitButton variant="secondary" pendingLabel="Queuing…">
          Resend every failed delivery
        </SubmitButton>
      </div>
    </form>
  );
}
