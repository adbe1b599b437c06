"use client";

import { useSyncExternalStore } from "react";
import { Field, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { changeTimeZoneAction } from "../actions";

/** The member's time zone: every time in the portal is shown in it. */
export function TimeZoneForm({ zone, zones }: { zone: string; zones: string[] }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(changeTimeZoneAction));
  // Only the browser knows its own zone: none on the server's render.
  const browser = useSyncExternalStore(neverChanges, browserTimeZone, () => null);
  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <FormMessage state={state} />
      <Field
        label="Time zone"
        error={errors?.timeZone}
        hint={browser && browser !== zone ? `This browser is set to ${browser}.` : "Times are shown in this zone, with its name."}
      >
        <Select name="timeZone" defaultValue={zone} key={zone} className="sm:max-w-sm">
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </Select>
      </Field>
      <div>
        <SubmitButton pendingLabel="Saving…">Save the time zone</SubmitButton>
      </div>
    </form>
  );
}

const neverChanges = () => () => {};
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
