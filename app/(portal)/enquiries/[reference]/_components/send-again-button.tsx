"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { sendAgainAction } from "../provider-actions";

export function SendAgainButton({ reference }: { reference: string }) {
  const [, action] = useActionState(useToastingAction(sendAgainAction, { errors: true }), IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="reference" value={reference} />
      <SubmitButton variant="secondary" size="sm" pendingLabel="Sending…">
        Send again to the ones that failed
      </SubmitButton>
    </form>
  );
}
