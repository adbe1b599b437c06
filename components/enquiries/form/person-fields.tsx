"use client";

import { useFormContext } from "react-hook-form";
import { Field, Input } from "@/components/ui/field";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { fieldError } from "./field-error";

/** Names, e-mail and phone of the lead guest or of the booker (the intake form's, and the Change details dialog's lead guest). */
export function PersonFields({ who, required }: { who: "leadGuest" | "clientBooker"; required: boolean }) {
  const { register, formState } = useFormContext<Pick<EnquiryFormValues, "leadGuest" | "clientBooker">>();
  const error = (field: string) => fieldError(formState.errors, `${who}.${field}`);
  const optional = required ? "" : " (optional)";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={`First name${optional}`} error={error("givenName")}>
        <Input autoComplete="off" aria-required={required || undefined} {...register(`${who}.givenName`)} />
      </Field>
      <Field label={`Surname${optional}`} error={error("familyName")}>
        <Input autoComplete="off" aria-required={required || undefined} {...register(`${who}.familyName`)} />
      </Field>
      <Field label={`E-mail${optional}`} error={error("email")}>
        <Input type="email" autoComplete="off" spellCheck={false} aria-required={required || undefined} {...register(`${who}.email`)} />
      </Field>
      <Field label="Phone (optional)" hint="Digits, spaces and + - ( ) , only." error={error("contactNumber")}>
        <Input type="tel" autoComplete="off" {...register(`${who}.contactNumber`)} />
      </Field>
    </div>
  );
}
