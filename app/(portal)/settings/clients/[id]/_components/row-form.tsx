"use client";

import { Field, Input, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import type { FormAction } from "@/lib/shared/action-state";

export type RowField = {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  inputMode?: "decimal" | "text";
  maxLength?: number;
  /** A choice instead of text: [value, words]. */
  options?: [string, string][];
  optional?: boolean;
  uppercase?: boolean;
};

/** The small form that adds a row (a traveller, a cost centre…) to a client; refusals beside their fields. */
export function RowForm({ action, clientId, fields, submit }: { action: FormAction; clientId: string; fields: RowField[]; submit: string }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(action));
  // A refusal said on its field (a code taken) is not said a second time above the form.
  const onField = state.status === "error" && Object.values(errors ?? {}).some((messages) => messages.includes(state.message));
  return (
    <form {...formProps} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="clientId" value={clientId} />
      {onField ? null : <FormMessage state={state} />}
      <div className={fields.length > 2 ? "grid gap-3 sm:grid-cols-2 lg:grid-cols-4" : "grid max-w-2xl gap-3 sm:grid-cols-2"}>
        {fields.map((field) => (
          <Field key={field.name} label={field.optional ? `${field.label} (optional)` : field.label} hint={field.hint} error={errors?.[field.name]}>
            {field.options ? (
              <Select name={field.name}>
                {field.options.map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                name={field.name}
                type={field.type ?? "text"}
                inputMode={field.inputMode}
                required={!field.optional}
                maxLength={field.maxLength}
                spellCheck={false}
                autoComplete="off"
                className={field.uppercase ? "uppercase" : undefined}
              />
            )}
          </Field>
        ))}
      </div>
      <div>
        <SubmitButton size="sm" variant="secondary" pendingLabel="Adding…">
          {submit}
        </SubmitButton>
      </div>
    </form>
  );
}
