"use client";

import { useActionState } from "react";
import { Field, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { EventTypeSelect } from "@/components/webhooks/event-type-select";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { changeSandboxStateAction, triggerSandboxEventAction } from "../sandbox-actions";

type Props = { connectionId: string; serviceReference: string; state: string | null; closureReasons: { value: string; label: string }[]; eventTypes: readonly string[] };

/** Sandbox only: play the provider's part, so an agent can rehearse the whole journey. */
export function SandboxControls({ connectionId, serviceReference, state, closureReasons, eventTypes }: Props) {
  const [moved, move] = useActionState(useToastingAction(changeSandboxStateAction), IDLE);
  const [closed, close] = useActionState(useToastingAction(changeSandboxStateAction), IDLE);
  const [sent, send] = useActionState(useToastingAction(triggerSandboxEventAction), IDLE);
  const open = state === "NEW" || state === "SHORTLISTING" || state === "QUOTED";
  return (
    <div className="flex flex-col gap-5">
      <form action={move} className="flex flex-col gap-2">
        <FormMessage state={moved} />
        <input type="hidden" name="connectionId" value={connectionId} />
        <input type="hidden" name="serviceReference" value={serviceReference} />
        <div className="flex flex-wrap gap-2">
          <SubmitButton name="enquiryState" value="SHORTLISTING" variant="secondary" size="sm" disabled={state !== "NEW"}>
            Move to shortlisting
          </SubmitButton>
          <SubmitButton name="enquiryState" value="QUOTED" variant="secondary" size="sm" disabled={!open}>
            {state === "QUOTED" ? "Send a new quote" : "Move to quoted"}
          </SubmitButton>
        </div>
      </form>
      <form action={close} className="flex flex-col gap-2" noValidate>
        <FormMessage state={closed} />
        <input type="hidden" name="connectionId" value={connectionId} />
        <input type="hidden" name="serviceReference" value={serviceReference} />
        <input type="hidden" name="enquiryState" value="CLOSED" />
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Closure reason" error={closed.status === "error" ? closed.fieldErrors?.closureReason : undefined}>
            <Select name="closureReason" defaultValue="PRICE" disabled={!open}>
              {closureReasons.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </Select>
          </Field>
          <SubmitButton variant="danger" size="sm" disabled={!open}>
            Close the enquiry
          </SubmitButton>
        </div>
      </form>
      <form action={send} className="flex flex-col gap-2">
        <FormMessage state={sent} />
        <input type="hidden" name="connectionId" value={connectionId} />
        <input type="hidden" name="serviceReference" value={serviceReference} />
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Event to trigger">
            <EventTypeSelect eventTypes={eventTypes} />
          </Field>
          <SubmitButton variant="secondary" size="sm">
            Trigger event
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
