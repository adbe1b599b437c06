"use client";

import { useId } from "react";
import { cn } from "@/lib/shared/cn";
import type { ActionState } from "@/lib/shared/action-state";
import { MoveForm } from "./move-form";

type Action = (previous: ActionState, formData: FormData) => Promise<ActionState>;

/** "Close", with the reason it needs: a refusal marks the reason and says what to do. */
export function CloseForm({ action, fields, reasons }: { action: Action; fields: Record<string, string>; reasons: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <MoveForm action={action} fields={fields} label="Close" variant="danger">
      {(errors) => {
        const error = errors?.closureReason?.join(" ");
        return (
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            Closure reason
            <select
              name="closureReason"
              defaultValue=""
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={cn("rounded-md border-0 py-1.5 pr-8 pl-2 text-sm ring-inset", error ? "ring-2 ring-red-500" : "ring-1 ring-slate-300")}
            >
              <option value="" disabled>
                Choose…
              </option>
              {reasons.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
            {error ? (
              <span id={`${id}-error`} className="font-normal text-red-700">
                {error}
              </span>
            ) : null}
          </label>
        );
      }}
    </MoveForm>
  );
}
