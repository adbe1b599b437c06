"use client";

import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { addExchangeRateAction } from "../actions";

export function RateForm({ today }: { today: string }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(addExchangeRateAction));
  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <FormMessage state={state} />
      <div className="grid gap-4 sm:grid-cols-[repeat(4,minmax(0,1fr))]">
        <Field label="Converted from" hint="A three-letter code, e.g. USD." error={errors?.baseCurrency}>
          <Input name="baseCurrency" required maxLength={3} autoCapitalize="characters" spellCheck={false} className="uppercase" />
        </Field>
        <Field label="Rate" hint="What 1 of the first is worth in the second, e.g. 0.92." error={errors?.rate}>
          <Input name="rate" required inputMode="decimal" maxLength={21} spellCheck={false} />
        </Field>
        <Field label="Converted into" hint="A three-letter code, e.g. EUR." error={errors?.currency}>
          <Input name="currency" required maxLength={3} autoCapitalize="characters" spellCheck={false} className="uppercase" />
        </Field>
        <Field label="Date of the rate" hint="Used from this day on." error={errors?.asOf}>
          <Input name="asOf" type="date" required defaultValue={today} />
        </Field>
      </div>
      <div>
        <SubmitButton pendingLabel="Adding…">Add the rate</SubmitButton>
      </div>
    </form>
  );
}
