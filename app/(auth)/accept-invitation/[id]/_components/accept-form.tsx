"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { IDLE } from "@/lib/shared/action-state";
import { acceptInvitationAction } from "../actions";

export function AcceptForm({ invitationId, organizationName }: { invitationId: string; organizationName: string }) {
  const [state, action] = useActionState(acceptInvitationAction, IDLE);
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="invitationId" value={invitationId} />
      <FormMessage state={state} />
      <SubmitButton className="w-full" pendingLabel="Joining…">
        Join {organizationName}
      </SubmitButton>
    </form>
  );
}
