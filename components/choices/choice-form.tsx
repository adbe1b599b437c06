"use client";

import { startTransition, useActionState, useEffect, useId, useState, type FormEvent } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { IDLE, type FormAction } from "@/lib/shared/action-state";
import { chooseHash } from "@/lib/portal/choices/option-value";

/** `provider`: whose quote the option is from, when the link shows several. */
export type ChoiceOption = { value: string; propertyName: string; unitName: string; provider?: string | null; price: string | null; booked: boolean };
export type ChoiceAction = FormAction<{ label: string }>;

/**
 * The client's choice on a share page: one option (a unit of a property) and a short
 * note. Kept as typed after an error; after a success it says what the agent now has. A
 * "Choose this option" link elsewhere on the page (#choose-…) selects the option here.
 */
export function ChoiceForm({
  token,
  options,
  current,
  noteMax,
  reason,
  action,
}: {
  token: string;
  options: ChoiceOption[];
  current: { value: string | null; note: string | null; label: string | null };
  noteMax: number;
  /** Asked for when the client's choices may go to an approver first. */
  reason: { max: number; hint: string } | null;
  action: ChoiceAction;
}) {
  const [state, dispatch] = useActionState(action, IDLE);
  const [selected, setSelected] = useState(current.value ?? "");
  const [note, setNote] = useState(current.note ?? "");
  const noteId = useId();
  const errors = state.status === "error" ? state.fieldErrors : undefined;
  const chosen = state.status === "success" ? (state.data?.label ?? null) : current.label;

  useEffect(() => {
    const pick = () => {
      const match = options.find((o) => `#${chooseHash(o.value)}` === window.location.hash);
      if (!match) return;
      setSelected(match.value);
      document.getElementById(chooseHash(match.value))?.focus();
    };
    pick();
    window.addEventListener("hashchange", pick);
    return () => window.removeEventListener("hashchange", pick);
  }, [options]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };

  return (
    <form action={dispatch} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <fieldset aria-describedby={errors?.option ? `${noteId}-option-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">Which option would you like?</legend>
        <ul className="mt-2 flex flex-col gap-2">
          {options.map((option) => (
            <li key={option.value}>
              <label className="flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-sm ring-1 ring-slate-200 ring-inset has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600">
                <input
                  type="radio"
                  name="option"
                  id={chooseHash(option.value)}
                  value={option.value}
                  checked={selected === option.value}
                  onChange={() => setSelected(option.value)}
                  className="mt-0.5 size-4 accent-brand-600"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{option.propertyName}</span>
                  <span className="text-slate-700"> · {option.unitName}</span>
                  {option.provider ? <span className="block text-xs text-slate-600">Quoted by {option.provider}</span> : null}
                  {option.booked ? <span className="ml-2 text-xs font-semibold text-emerald-800">Booked</span> : null}
                </span>
                {option.price ? <span className="text-slate-700 tabular-nums">{option.price}</span> : null}
              </label>
            </li>
          ))}
        </ul>
        {errors?.option ? (
          <p id={`${noteId}-option-error`} className="mt-1 text-sm text-red-700">
            {errors.option.join(" ")}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
          A note for your agent (optional)
        </label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={noteMax}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-describedby={`${noteId}-hint${errors?.note ? ` ${noteId}-error` : ""}`}
          aria-invalid={errors?.note ? true : undefined}
          className="block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
        />
        <p id={`${noteId}-hint`} className="text-sm text-slate-600">
          Plain text, up to {noteMax} characters ({noteMax - note.length} left).
        </p>
        {errors?.note ? (
          <p id={`${noteId}-error`} className="text-sm text-red-700">
            {errors.note.join(" ")}
          </p>
        ) : null}
      </div>
      {reason ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${noteId}-reason`} className="text-sm font-medium text-slate-800">
            Reason for your approver
          </label>
          <textarea
            id={`${noteId}-reason`}
            name="reason"
            rows={2}
            maxLength={reason.max}
            aria-describedby={`${noteId}-reason-hint${errors?.reason ? ` ${noteId}-reason-error` : ""}`}
            aria-invalid={errors?.reason ? true : undefined}
            className="block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          <p id={`${noteId}-reason-hint`} className="text-sm text-slate-600">
            {reason.hint}
          </p>
          {errors?.reason ? (
            <p id={`${noteId}-reason-error`} className="text-sm text-red-700">
              {errors.reason.join(" ")}
            </p>
          ) : null}
        </div>
      ) : null}
      <FormMessage state={state} />
      {chosen ? (
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-600/20" data-testid="choice-saved">
          {state.status === "success" ? state.message : `Your choice: ${chosen}. You can change it until your agent books it.`}
        </p>
      ) : null}
      <div>
        <SubmitButton pendingLabel="Sending…">{chosen ? "Change my choice" : "Send my choice"}</SubmitButton>
      </div>
    </form>
  );
}
