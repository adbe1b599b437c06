"use client";

import { useActionState } from "react";
import { IDLE } from "@/lib/shared/action-state";
import type { ButtonVariant } from "../ui/button";
import { SubmitButton } from "../ui/submit-button";
import { useToastingAction } from "../ui/toaster";
import type { StateAction } from "./types";

/** "Use the built-in sandbox": one click to an account and a key on this app's own service. */
export function SandboxButton({
  action,
  label = "Use the built-in sandbox",
  variant = "primary",
  connectionId,
}: {
  action: StateAction;
  label?: string;
  variant?: ButtonVariant;
  /** A new key for this built-in connection; without it, a new connection. */
  connectionId?: string;
}) {
  const [, formAction] = useActionState(useToastingAction(action, { errors: true }), IDLE);
  return (
    <form action={formAction}>
      {connectionId ? <input type="hidden" name="connectionId" value={connectionId} /> : null}
      <SubmitButton variant={variant} pendingLabel="Connecting…">
        {label}
      </SubmitButton>
    </form>
  );
}
