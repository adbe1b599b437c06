"use client";

import { useActionState, type ReactNode } from "react";
import type { ButtonVariant } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE, type FormAction } from "@/lib/shared/action-state";

type Action = FormAction;

/**
 * One back-office move: a small form of hidden fields (and any controls given as
 * children) whose outcome is toasted; a refusal is also shown next to the button.
 */
export function MoveForm({
  action,
  fields,
  label,
  pendingLabel,
  variant = "secondary",
  children,
}: {
  action: Action;
  fields: Record<string, string>;
  label: string;
  pendingLabel?: string;
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const [state, formAction] = useActionState(useToastingAction(action), IDLE);
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <SubmitButton variant={variant} size="sm" pendingLabel={pendingLabel}>
        {label}
      </SubmitButton>
      {state.status === "error" ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
