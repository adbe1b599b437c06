"use client";

import { useActionState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { revokeInvitationAction } from "../actions";

export function InvitationActions({ invitationId, email, link }: { invitationId: string; email: string; link: string }) {
  const [, action] = useActionState(useToastingAction(revokeInvitationAction, { errors: true }), IDLE);
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton value={link} label="Copy link" aria-label={`Copy the invitation link for ${email}`} copiedMessage="Invitation link copied." />
      <form action={action}>
        <input type="hidden" name="invitationId" value={invitationId} />
        <SubmitButton variant="danger" size="sm" aria-label={`Revoke the invitation for ${email}`} pendingLabel="Revoking…">
          Revoke
        </SubmitButton>
      </form>
    </div>
  );
}
