"use client";

import { useRef } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { fieldError } from "./field-error";

const MAX_REQUIREMENTS = 50;

/** Requirements for the stay, one per line: add, edit, remove (the intake form's and the Change details dialog's). */
export function RequirementFields() {
  const { control, register, formState, setFocus } = useFormContext<Pick<EnquiryFormValues, "guestRequirements">>();
  const { fields, append, remove } = useFieldArray({ control, name: "guestRequirements" });
  const addButton = useRef<HTMLButtonElement>(null);
  const listMessage = fieldError(formState.errors, "guestRequirements");

  function addRow() {
    const index = fields.length;
    append({ text: "" }, { shouldFocus: false });
    // Focus the new row after the key event is over: moved during an Enter keydown, the
    // focus would take the rest of that key press into the text field and submit the form.
    setTimeout(() => setFocus(`guestRequirements.${index}.text`), 0);
  }

  return (
    <div className="flex flex-col gap-4">
      {fields.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex items-start gap-2">
              <Field
                className="flex-1"
                label={`Requirement ${index + 1}`}
                error={fieldError(formState.errors, `guestRequirements.${index}.text`)}
              >
                <Input autoComplete="off" placeholder="e.g. Ground floor, parking for one car" {...register(`guestRequirements.${index}.text`)} />
              </Field>
              <Button
                variant="ghost"
                size="sm"
                className="mt-7"
                aria-label={`Remove requirement ${index + 1}`}
                onClick={() => {
                  remove(index);
                  // Focus would otherwise fall back to the page: keep it in the list.
                  if (fields.length > 1) setFocus(`guestRequirements.${Math.max(0, index - 1)}.text`);
                  else addButton.current?.focus();
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">None yet. Add what matters for the stay: accessibility, parking, cots, pets, a quiet floor.</p>
      )}
      {listMessage ? (
        <p role="alert" className="text-sm text-red-700">
          {listMessage}
        </p>
      ) : null}
      <div>
        <Button ref={addButton} variant="secondary" size="sm" disabled={fields.length >= MAX_REQUIREMENTS} onClick={addRow}>
          Add a requirement
        </Button>
      </div>
    </div>
  );
}
