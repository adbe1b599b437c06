"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { resendDeliveryAction } from "../actions";
import { ConnectionIdInput } from "../../../_components/connection-id";

export function ResendButton({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) {
  const [, action] = useActionState(useToastingAction(resendDeliveryAction, { errors: true }), IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="webhookId" value={webhookId} />
      <input type="hidden" name="deliveryId" value={deliveryId} />
      <ConnectionIdInput />
      <SubmitButton variant="secondary" size="sm" pendingLabel="Queuing…">
        Resend
      </SubmitButton>
    </form>
  );
}
