"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveWebhookAction } from "../actions";
import { ConnectionIdInput } from "../../../_components/connection-id";
import type { EventTypeGroup } from "@/lib/contract/event";

export type WebhookValues = { id: string; url: string; events: string[]; description: string | null };

/**
 * Create (no `webhook`) or edit a webhook in a dialog; the service's errors land on their
 * fields. The event types come in as a prop (the page reads them from the contract on the
 * server), so zod stays out of the client.
 */
export function WebhookDialog({ webhook, eventGroups, trigger }: { webhook?: WebhookValues; eventGroups: EventTypeGroup[]; trigger: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  // Submitted without React's form reset, so that an error keeps what was typed.
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(saveWebhookAction));

  useEffect(() => {
    // Closing on success is a reaction to the action's result.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (state.status === "success") setOpen(false);
  }, [state]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={webhook ? "Edit webhook" : "Add a webhook"}
        description="The provider POSTs each event, signed, to this URL. No event chosen means every event."
        className="max-w-2xl"
      >
        <form {...formProps} className="flex flex-col gap-4" noValidate>
          {state.status === "error" && !errors?.url && !errors?.events && !errors?.description ? (
            <FormMessage state={{ ...state, message: errors?.form?.join(" ") ?? state.message }} />
          ) : null}
          {webhook ? <input type="hidden" name="id" value={webhook.id} /> : null}
          <ConnectionIdInput />
          <Field label="URL" error={errors?.url}>
            <Input name="url" type="url" required defaultValue={webhook?.url} placeholder="https://hooks.agency.example/staydesk" autoComplete="off" />
          </Field>
          <fieldset className="flex flex-col gap-3">
            <legend className="text-sm font-medium text-slate-800">Events</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              {eventGroups.map((group) => (
                <div key={group.label} role="group" aria-label={`${group.label} events`}>
                  <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.label}</p>
                  <ul className="flex flex-col gap-1">
                    {group.types.map((type) => (
                      <li key={type}>
                        <label className="flex items-start gap-2 text-xs text-slate-700">
                          <input type="checkbox" name="events" value={type} defaultChecked={webhook?.events.includes(type)} className="mt-0.5" />
                          <span className="font-mono break-all">{type}</span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {errors?.events ? <p className="text-sm text-red-700">{errors.events.join(" ")}</p> : null}
          </fieldset>
          <Field label="Description" error={errors?.description} hint="Optional: what receives these events.">
            <Input name="description" defaultValue={webhook?.description ?? ""} maxLength={500} />
          </Field>
          <div className="flex justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <SubmitButton pendingLabel="Saving…">{webhook ? "Save webhook" : "Add webhook"}</SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
