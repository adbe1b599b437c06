"use client";

import { useActionState } from "react";
import { IDLE } from "@/lib/shared/action-state";
import { SubmitButton } from "../ui/submit-button";
import type { StateAction } from "./types";

/**
 * Calls list-webhooks with the stored key. The outcome is announced from here; what is
 * seen is the connection summary next to it, which the action refreshes.
 */
export function TestConnectionButton({ action, connectionId, variant = "secondary" }: { action: StateAction; connectionId: string; variant?: "primary" | "secondary" }) {
  const [state, formAction] = useActionState(action, IDLE);
  return (
    <form action={formAction} className="flex flex-col items-start gap-2">
      <input type="hidden" name="connectionId" value={connectionId} />
      <SubmitButton variant={variant} pendingLabel="Testing…">
        Test connection
      </SubmitButton>
      <p
        role="status"
        data-testid="connection-test-result"
        aria-live="polite"
        className="sr-only"
      >
        {state.status === "idle" ? null : state.message}
      </p>
    </form>
  );
}
