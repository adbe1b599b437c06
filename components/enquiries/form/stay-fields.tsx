"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { dayAfter, nightsBetween, nightsLabel } from "@/components/ui/stay";
import { Field, Input } from "@/components/ui/field";
import type { EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { fieldError } from "./field-error";

/** The stay's dates, the nights they make, and the guests (the intake form's, and the Change details dialog's). */
export function StayFields() {
  const { register, control, formState } = useFormContext<Pick<EnquiryFormValues, "checkInOut" | "guestNumbers">>();
  const [checkIn, checkOut] = useWatch({ control, name: ["checkInOut.checkIn", "checkInOut.checkOut"] });
  const nights = nightsBetween(checkIn, checkOut);
  const error = (name: string) => fieldError(formState.errors, name);
  return (
    <>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label="Check-in" error={error("checkInOut.checkIn")}>
          <Input type="date" {...register("checkInOut.checkIn")} />
        </Field>
        <Field label="Check-out" error={error("checkInOut.checkOut")}>
          <Input type="date" min={dayAfter(checkIn)} {...register("checkInOut.checkOut")} />
        </Field>
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <span className="text-sm font-medium text-slate-800">Length of stay</span>
          <output aria-live="polite" data-testid="nights" className="py-2 text-sm font-semibold text-slate-900">
            {nights !== null ? (
              nightsLabel(nights)
            ) : error("checkInOut.checkOut") ? (
              // The check-out's own message says what is wrong: not said twice.
              <span className="font-normal text-slate-500">No nights yet</span>
            ) : checkIn && checkOut ? (
              <span className="font-medium text-red-700">Check-out must be after check-in</span>
            ) : (
              <span className="font-normal text-slate-500">Pick both dates to count the nights</span>
            )}
          </output>
        </div>
      </div>
      <div className="mt-5 grid grid-cols-3 gap-4">
        <Field label="Adults" hint="18 and over" error={error("guestNumbers.adults")}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register("guestNumbers.adults")} />
        </Field>
        <Field label="Children" hint="1 to 17" error={error("guestNumbers.children")}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register("guestNumbers.children")} />
        </Field>
        <Field label="Infants" hint="Under 1" error={error("guestNumbers.infants")}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...register("guestNumbers.infants")} />
        </Field>
      </div>
    </>
  );
}
