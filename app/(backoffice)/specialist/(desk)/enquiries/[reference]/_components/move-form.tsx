"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, type ReactNode } from "react";
import type { ButtonVariant } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE, type ActionState, type FieldErrors, type FormAction } from "@/lib/shared/action-state";

type Action = FormAction;

/**
 * One back-office move: a small form of hidden fields (and any controls given as
 * children) whose outcome is toasted; a refusal is also shown next to the button. Children
 * given as a function get the refusal's field errors, to show each on its control.
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
  children?: ReactNode | ((fieldErrors: FieldErrors | undefined) => ReactNode);
}) {
  // A refusal is toasted too: the page re-reads after it, and this form may then be gone.
  const [state, formAction] = useActionState(useToastingAction(action, { errors: true }), IDLE);
  useRefreshAfterRefusal(state);
  return (
    <form action={formAction} className="flex flex-wrap items-end gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {typeof children === "function" ? children(state.status === "error" ? state.fieldErrors : undefined) : children}
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

/**
 * After the service refused a move (someone else changed the enquiry meanwhile), the page
 * re-reads it, so that it offers only what can still be done. A refusal about the form's
 * own fields has no code and changes nothing on the server: nothing to re-read.
 */
export function useRefreshAfterRefusal(state: ActionState<unknown>) {
  const router = useRouter();
  useEffect(() => {
    if (state.status === "error" && state.code) router.refresh();
  }, [state, router]);
}
