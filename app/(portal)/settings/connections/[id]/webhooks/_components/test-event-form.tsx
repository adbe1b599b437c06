"use client";

import { useActionState } from "react";
import { Field, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { EventTypeSelect } from "@/components/webhooks/event-type-select";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { sendTestEventAction } from "../actions";
import { ConnectionIdInput } from "../../../_components/connection-id";

export function TestEventForm({ enquiries, eventTypes }: { enquiries: { serviceReference: string; clientReference: string }[]; eventTypes: readonly string[] }) {
  const [state, action] = useActionState(useToastingAction(sendTestEventAction), IDLE);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <ConnectionIdInput />
      {state.status === "error" && !errors?.eventType ? <FormMessage state={state} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Enquiry" error={errors?.serviceReference}>
          <Select name="serviceReference">
            {enquiries.map((e) => (
              <option key={e.serviceReference} value={e.serviceReference}>
                {e.serviceReference} · {e.clientReference}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Event" error={errors?.eventType}>
          <EventTypeSelect eventTypes={eventTypes} />
        </Field>
      </div>
      <div>
        <SubmitButton variant="secondary" pendingLabel="Sending…">
          Send a test event
        </SubmitButton>
      </div>
    </form>
  );
}
