"use client";

import { useActionState, useEffect, useRef, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import type { InventoryHit } from "@/lib/service/backoffice/search-inventory";
import { sendQuoteAction } from "../actions";
import { formatAmount, formatNumber } from "@/lib/shared/format";


/** The quote composer: pick units from the search's results, override nightly rates, describe and send. */
export function QuoteComposer({ reference, hits, nights, defaultDescription }: { reference: string; hits: InventoryHit[]; nights: number; defaultDescription: string }) {
  const [state, action] = useActionState(useToastingAction(sendQuoteAction), IDLE);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state.status === "success") form.current?.reset();
  }, [state]);
  // Sent from onSubmit rather than as the form's action: React resets a form after its
  // action, and a refused quote must keep the specialist's choices.
  return (
    <form
      ref={form}
      className="flex flex-col gap-5"
      aria-label="Compose a quote"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => action(data));
      }}
    >
      <input type="hidden" name="reference" value={reference} />
      <FormMessage state={state} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Properties and units (at most 5 properties)</legend>
        <ul className="mt-2 divide-y divide-slate-100 rounded-md ring-1 ring-slate-200">
          {hits.map((hit) => (
            <li key={hit.propertyId} className="px-3 py-3" data-testid="inventory-hit">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{hit.name}</span>
                <span className="text-xs text-slate-500">
                  {hit.townCity} · {formatNumber(hit.distanceKm, { maximumFractionDigits: 2 })} km
                </span>
              </div>
              <ul className="mt-2 flex flex-col gap-2">
                {hit.units.map((unit) => (
                  <li key={unit.id} className="flex flex-wrap items-center gap-3 text-sm">
                    <label className="flex min-w-64 flex-1 items-center gap-2">
                      <input type="checkbox" name="unit" value={`${hit.propertyId}:${unit.id}`} className="size-4 rounded border-slate-300" />
                      <span>
                        {unit.name} · sleeps {unit.maxOccupancy} · {formatAmount(unit.nightlyRate, unit.currency)}/night ·{" "}
                        <span className="text-slate-600">
                          {formatAmount(unit.wholeStayIncludingTax, unit.currency)} for {nights} night{nights === 1 ? "" : "s"}
                        </span>
                      </span>
                    </label>
                    <label className="flex items-center gap-1 text-xs text-slate-600">
                      Nightly rate override ({unit.currency})
                      <input
                        name={`rate.${unit.id}`}
                        inputMode="decimal"
                        placeholder={String(unit.nightlyRate)}
                        className="w-24 rounded-md border-0 px-2 py-1 text-sm ring-1 ring-slate-300 ring-inset"
                      />
                    </label>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </fieldset>
      <Field label="Description" error={errors?.description}>
        <Input name="description" defaultValue={defaultDescription} required maxLength={2000} />
      </Field>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
        Notes for the client
        <textarea
          name="notes"
          rows={3}
          maxLength={2000}
          aria-describedby="notes-hint"
          className="block w-full rounded-md border-0 px-3 py-2 text-sm font-normal shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <span id="notes-hint" className="font-normal text-slate-500">
          Added to the notes of every quoted unit.{errors?.notes ? ` ${errors.notes.join(" ")}` : ""}
        </span>
      </label>
      <div>
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? "Sending…" : "Send quote"}
        </Button>
      </div>
    </form>
  );
}
