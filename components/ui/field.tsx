"use client";

import { createContext, useContext, useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/shared/cn";

type FieldContextValue = { id: string; describedBy?: string; invalid: boolean };
const FieldContext = createContext<FieldContextValue | null>(null);

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control; linked with aria-describedby. */
  hint?: ReactNode;
  /** Messages of the field (a server action's fieldErrors[name]). */
  error?: string[] | string;
  children: ReactNode;
  className?: string;
};

/**
 * A label, a control, a hint and the field's errors, wired together: the control (Input,
 * Select) gets the id, aria-describedby and aria-invalid from here.
 */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const errors = typeof error === "string" ? [error] : (error ?? []);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: errors.length > 0 }}>
      <div className={cn("flex flex-col gap-1.5", className)}>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {children}
        {hint ? (
          <p id={hintId} className="text-sm text-slate-500">
            {hint}
          </p>
        ) : null}
        {errorId ? (
          <p id={errorId} className="text-sm text-red-700">
            {errors.join(" ")}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

function useField() {
  return useContext(FieldContext);
}

const CONTROL =
  "block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500";
const INVALID = "ring-red-400 focus:ring-red-600";

export function Input({ className, ...props }: ComponentProps<"input">) {
  const field = useField();
  return (
    <input
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(CONTROL, field?.invalid && INVALID, className)}
      {...props}
    />
  );
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  const field = useField();
  return (
    <select
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(CONTROL, "pr-8", field?.invalid && INVALID, className)}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const field = useField();
  return (
    <textarea
      id={field?.id}
      aria-describedby={field?.describedBy}
      aria-invalid={field?.invalid || undefined}
      className={cn(CONTROL, field?.invalid && INVALID, className)}
      {...props}
    />
  );
}
