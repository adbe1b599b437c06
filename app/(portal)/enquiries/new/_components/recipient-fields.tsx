"use client";

import { useId } from "react";
import type { RecipientOption } from "@/lib/portal/intake/recipient-choice";

/**
 * Which providers get the enquiry: a box each, ticked as the member left them last time.
 * Plain inputs, not the form library's fields: the posted form is read from the page as
 * it is, and the choice is kept on the server, not in the draft. The hidden list of what
 * was offered tells "none ticked" apart from "nothing to choose".
 */
export function RecipientFields({ recipients, error, onChange }: { recipients: RecipientOption[]; error?: string; onChange: () => void }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">Send to</legend>
      {recipients.map((r) => (
        <label key={r.id} className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="providers"
            value={r.id}
            defaultChecked={r.chosen}
            aria-invalid={error ? true : undefined}
            onChange={onChange}
            className="size-4 shrink-0 accent-brand-600"
          />
          <span className="font-medium">{r.name}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">{r.environment === "production" ? "Production" : "Sandbox"}</span>
        </label>
      ))}
      {recipients.map((r) => (
        <input key={r.id} type="hidden" name="providersOffered" value={r.id} />
      ))}
      {errorId ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
