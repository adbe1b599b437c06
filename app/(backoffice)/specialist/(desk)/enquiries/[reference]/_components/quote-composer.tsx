"use client";

import { useActionState, useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/shared/cn";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { formatAmount, formatNumber } from "@/lib/shared/format";
import type { InventoryHit } from "@/lib/service/backoffice/search-inventory";
import { sendQuoteAction } from "../actions";
import { deepCuts, type DeepCut } from "./deep-cuts";
import { ErrorSummary, type SummaryError } from "./error-summary";
import { useRefreshAfterRefusal } from "./move-form";


// The form's field names (the server's refusals are keyed by them) and their controls' ids.
const idOf = (field: string) => (field.startsWith("rate.") ? `composer-rate-${field.slice(5)}` : `composer-${field}`);
const CONTROL = "block w-full rounded-md border-0 px-3 py-2 text-sm font-normal shadow-sm ring-inset focus:ring-2 focus:outline-none";
const ring = (invalid: boolean) => (invalid ? "ring-2 ring-red-500 focus:ring-red-600" : "ring-1 ring-slate-300 focus:ring-brand-600");

function FieldError({ field, errors }: { field: string; errors?: Record<string, string[]> }) {
  const messages = errors?.[field];
  if (!messages?.length) return null;
  return (
    <span id={`${idOf(field)}-error`} className="block text-sm font-normal text-red-700">
      {messages.join(" ")}
    </span>
  );
}

/** The quote composer: pick units from the search's results, override nightly rates, describe and send. */
export function QuoteComposer({ reference, hits, nights, defaultDescription }: { reference: string; hits: InventoryHit[]; nights: number; defaultDescription: string }) {
  const [state, action] = useActionState(useToastingAction(sendQuoteAction), IDLE);
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  useRefreshAfterRefusal(state);
  const [pending, startTransition] = useTransition();
  const [cuts, setCuts] = useState<{ list: DeepCut[]; data: FormData } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.status === "success") form.current?.reset();
    // The refusal's summary takes the focus, which brings it into view wherever the
    // specialist was in this long form.
    if (state.status === "error") summary.current?.focus();
  }, [state]);

  const labels = new Map<string, string>([
    ["unit", "Units"],
    ["description", "Description"],
    ["notes", "Notes for the client"],
  ]);
  for (const hit of hits) for (const unit of hit.units) labels.set(`rate.${unit.id}`, `Nightly rate of ${unit.name}, ${hit.name}`);
  const summaryErrors: SummaryError[] = Object.entries(errors ?? {})
    .filter(([field]) => labels.has(field))
    .flatMap(([field, messages]) => messages.map((message) => ({ field, label: labels.get(field)!, message })));
  const invalid = (field: string) => Boolean(errors?.[field]?.length);
  const send = (data: FormData) => startTransition(() => action(data));

  // Sent from onSubmit rather than as the form's action: React resets a form after its
  // action, and a refused quote must keep the specialist's choices.
  return (
    <form
      ref={form}
      className="flex flex-col gap-5"
      aria-label="Compose a quote"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const list = deepCuts(data, hits);
        if (list.length > 0) setCuts({ list, data });
        else send(data);
      }}
    >
      <input type="hidden" name="reference" value={reference} />
      {state.status === "error" ? <ErrorSummary ref={summary} title="The quote was not sent" errors={summaryErrors} message={state.message} idOf={idOf} /> : null}
      <fieldset id={idOf("unit")} tabIndex={-1} aria-describedby={invalid("unit") ? `${idOf("unit")}-error` : undefined} className="scroll-mt-24 focus:outline-none">
        <legend className="text-sm font-medium text-slate-800">Properties and units (at most 5 properties)</legend>
        <FieldError field="unit" errors={errors} />
        <ul className={cn("mt-2 divide-y divide-slate-100 rounded-md", invalid("unit") ? "ring-2 ring-red-500" : "ring-1 ring-slate-200")}>
          {hits.map((hit) => (
            <li key={hit.propertyId} className="px-3 py-3" data-testid="inventory-hit">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium text-slate-900">{hit.name}</span>
                <span className="text-xs text-slate-500">
                  {hit.townCity} · {formatNumber(hit.distanceKm, { maximumFractionDigits: 2 })} km
                </span>
              </div>
              <ul className="mt-2 flex flex-col gap-2">
                {hit.units.map((unit) => {
                  const rate = `rate.${unit.id}`;
                  return (
                    <li key={unit.id} className="flex flex-wrap items-start gap-3 text-sm">
                      <label className="flex min-w-0 flex-1 basis-64 items-center gap-2">
                        <input type="checkbox" name="unit" value={`${hit.propertyId}:${unit.id}`} className="size-4 shrink-0 rounded border-slate-300" />
                        <span>
                          {unit.name} · sleeps {unit.maxOccupancy} · {formatAmount(unit.nightlyRate, unit.currency)}/night ·{" "}
                          <span className="text-slate-600">
                            {formatAmount(unit.wholeStayIncludingTax, unit.currency)} for {nights} night{nights === 1 ? "" : "s"}
                          </span>
                        </span>
                      </label>
                      <span className="flex flex-col gap-1">
                        <label htmlFor={idOf(rate)} className="text-xs text-slate-600">
                          Nightly rate override ({unit.currency})
                        </label>
                        <input
                          id={idOf(rate)}
                          name={rate}
                          inputMode="decimal"
                          placeholder={String(unit.nightlyRate)}
                          aria-invalid={invalid(rate) || undefined}
                          aria-describedby={invalid(rate) ? `${idOf(rate)}-error` : undefined}
                          className={cn("w-28 scroll-mt-24 rounded-md border-0 px-2 py-1 text-sm ring-inset focus:ring-2 focus:outline-none", ring(invalid(rate)))}
                        />
                        <FieldError field={rate} errors={errors} />
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </fieldset>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
        Description
        <input
          id={idOf("description")}
          name="description"
          defaultValue={defaultDescription}
          maxLength={2000}
          aria-invalid={invalid("description") || undefined}
          aria-describedby={invalid("description") ? `${idOf("description")}-error` : undefined}
          className={cn(CONTROL, "scroll-mt-24", ring(invalid("description")))}
        />
        <FieldError field="description" errors={errors} />
      </label>
      <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-800">
        Notes for the client
        <textarea
          id={idOf("notes")}
          name="notes"
          rows={3}
          maxLength={2000}
          aria-invalid={invalid("notes") || undefined}
          aria-describedby={`notes-hint${invalid("notes") ? ` ${idOf("notes")}-error` : ""}`}
          className={cn(CONTROL, "scroll-mt-24", ring(invalid("notes")))}
        />
        <span id="notes-hint" className="font-normal text-slate-500">
          Added to the notes of every quoted unit.
        </span>
        <FieldError field="notes" errors={errors} />
      </label>
      <div>
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? <Spinner /> : null}
          {pending ? "Sending…" : "Send quote"}
        </Button>
      </div>
      <Dialog open={cuts !== null} onOpenChange={(open) => (open ? null : setCuts(null))}>
        {cuts ? (
          <DialogContent title="Send at these rates?" description="Each of these overrides is half the inventory's rate or less. A per-stay price typed as a nightly rate, or a digit too few, looks like this.">
            <ul className="flex flex-col gap-2 text-sm text-slate-800" data-testid="deep-cuts">
              {cuts.list.map((cut) => (
                <li key={cut.unitId}>
                  <span className="font-medium">{cut.label}</span>: {formatAmount(cut.to, cut.currency)} a night instead of {formatAmount(cut.from, cut.currency)}, {cut.percent}% less.
                </li>
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    // Back to the first rate in question, to change it.
                    const first = cuts.list[0];
                    if (first) setTimeout(() => document.getElementById(idOf(`rate.${first.unitId}`))?.focus(), 0);
                  }}
                >
                  Change the rates
                </Button>
              </DialogClose>
              <Button
                type="button"
                onClick={() => {
                  const data = cuts.data;
                  setCuts(null);
                  send(data);
                }}
              >
                Send at these rates
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </form>
  );
}
