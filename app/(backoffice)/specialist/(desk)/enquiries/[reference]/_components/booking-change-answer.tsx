"use client";

import { useId, useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { formatMinorUnits, toMinorUnits } from "@/lib/contract/money";
import { cn } from "@/lib/shared/cn";
import type { BookingChange, BookingVersion } from "@/lib/contract/booking-change";
import { nightsAfter, previewTotal, priceNeed, takesCancellationCharge } from "@/lib/service/backoffice/booking-change-price";
import { acceptBookingChangeAction, declineBookingChangeAction } from "../actions";
import { money, signedMoney } from "./booking-change-words";

const TEXTAREA =
  "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none";

/**
 * The two answers to a change still waiting: Accept, with the stay's price per period where
 * the nights change (prefilled with the current one) and the total the service will make of
 * it, or Decline with a reason. A refusal is shown on the form and keeps what was typed.
 */
export function BookingChangeAnswer({ reference, change, current, cancelled }: { reference: string; change: BookingChange; current: BookingVersion; cancelled: boolean }) {
  const fields = { reference, booking: change.bookingId, changeId: change.id };
  const currency = current.total.currency;
  const need = priceNeed(change.kind);
  const per = current.priceBreakdown ? toMinorUnits(current.priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee, currency) : null;
  const currentPerPeriod = per === null ? "" : formatMinorUnits(per, currency);
  const [perPeriod, setPerPeriod] = useState(need === "needed" ? currentPerPeriod : "");
  const [cancellationCharge, setCancellationCharge] = useState("");
  const accept = useActionForm(useToastingAction(acceptBookingChangeAction, { errors: true }), undefined, { keepOnSuccess: true });
  const decline = useActionForm(useToastingAction(declineBookingChangeAction, { errors: true }), undefined, { keepOnSuccess: true });
  const total = previewTotal(current, change, { perPeriod, cancellationCharge });
  const nights = nightsAfter(current, change);
  const charges = current.charges.length;
  const id = useId();
  const reasonError = decline.fieldErrors?.reason?.join(" ");

  return (
    <div className="mt-3 grid gap-4 md:grid-cols-2">
      {cancelled ? (
        // Cancelled is final: the service accepts no change to the booking any more.
        <p className="text-slate-700" data-testid="booking-change-cancelled">
          The booking is cancelled, so this change can no longer be accepted. Decline it with a reason: the agent&apos;s side is told.
        </p>
      ) : (
        <form {...accept.formProps} noValidate className="flex flex-col gap-3" aria-label="Accept the change">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {need !== "none" ? (
            <Field
              label={need === "needed" ? `Price per ${current.priceBreakdown?.perPeriod.period === "NIGHTLY" ? "night" : "period"} (${currency}, tax and fee included)` : `New price per period (${currency}, optional)`}
              hint={need === "needed" ? `Now ${money(currentPerPeriod || "0", currency)}.` : `Leave empty to keep the price, ${money(currentPerPeriod || "0", currency)} a period.`}
              error={accept.fieldErrors?.perPeriod}
            >
              <Input name="perPeriod" inputMode="decimal" autoComplete="off" value={perPeriod} onChange={(e) => setPerPeriod(e.target.value)} />
            </Field>
          ) : null}
          {takesCancellationCharge(change.kind) ? (
            <Field label={`Cancellation charge (${currency}, optional)`} hint="What the quote's cancellation policy charges for the nights given up." error={accept.fieldErrors?.cancellationCharge}>
              <Input name="cancellationCharge" inputMode="decimal" autoComplete="off" value={cancellationCharge} onChange={(e) => setCancellationCharge(e.target.value)} />
            </Field>
          ) : null}
          <p className="text-slate-700" data-testid="booking-change-new-total" aria-live="polite">
            {total === null ? (
              "New total: write the amounts to see it."
            ) : (
              <>
                New total <span className="font-medium text-slate-900">{money(total.total, currency)}</span> ({signedMoney(total.difference, currency)}) for {nights}{" "}
                {nights === 1 ? "night" : "nights"}
                {charges > 0 ? ` with the booking's ${charges === 1 ? "charge" : `${charges} charges`}` : ""}
              </>
            )}
          </p>
          {accept.fieldErrors?.form ? <p className="text-sm text-red-700">{accept.fieldErrors.form.join(" ")}</p> : null}
          <FormMessage state={accept.state} />
          <div>
            <SubmitButton size="sm" pendingLabel="Accepting…">
              Accept
            </SubmitButton>
          </div>
        </form>
      )}

      <form {...decline.formProps} noValidate className="flex flex-col gap-3" aria-label="Decline the change">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
          Reason for declining
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          maxLength={1000}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ""}`}
          className={cn(TEXTAREA, reasonError && "ring-red-400")}
        />
        <p id={`${id}-reason-hint`} className="text-sm text-slate-500">
          The agent&apos;s side is told.
        </p>
        {reasonError ? (
          <p id={`${id}-reason-error`} className="text-sm text-red-700">
            {reasonError}
          </p>
        ) : null}
        {decline.fieldErrors?.form ? <p className="text-sm text-red-700">{decline.fieldErrors.form.join(" ")}</p> : null}
        <FormMessage state={decline.state} />
        <div>
          <SubmitButton size="sm" variant="danger" pendingLabel="Declining…">
            Decline
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
