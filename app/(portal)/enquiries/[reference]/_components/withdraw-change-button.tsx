"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { withdrawBookingChangeAction } from "../booking-change-actions";

/** "Withdraw" of the booking's change still waiting for the provider's answer. */
export function WithdrawChangeButton({ reference, changeId }: { reference: string; changeId: string }) {
  const [, action] = useActionState(useToastingAction(withdrawBookingChangeAction, { errors: true }), IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="changeId" value={changeId} />
      <SubmitButton variant="secondary" size="sm">
        Withdraw
      </SubmitButton>
    </form>
  );
}
