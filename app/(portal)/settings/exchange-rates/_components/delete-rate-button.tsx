"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { deleteExchangeRateAction } from "../actions";

export function DeleteRateButton({ id, label }: { id: string; label: string }) {
  const [, action] = useActionState(useToastingAction(deleteExchangeRateAction, { errors: true }), IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="id" value={id} />
      <SubmitButton variant="danger" size="sm" pendingLabel="Deleting…" aria-label={`Delete the rate ${label}`}>
        Delete
      </SubmitButton>
    </form>
  );
}
