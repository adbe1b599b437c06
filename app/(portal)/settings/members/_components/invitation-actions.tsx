"use client";

import { useActionState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import type { Role } from "@/lib/portal/membership/roles";
import { inviteMemberAction, revokeInvitationAction } from "../actions";

/** A pending invitation's ways on: copy its link, e-mail it again (the same link; while it works and mail is sent), revoke it. */
export function InvitationActions({
  invitationId,
  email,
  role,
  link,
  canResend,
}: {
  invitationId: string;
  email: string;
  role: Role;
  link: string;
  canResend: boolean;
}) {
  const [, action] = useActionState(useToastingAction(revokeInvitationAction, { errors: true }), IDLE);
  const [, resend] = useActionState(useToastingAction(inviteMemberAction, { errors: true }), IDLE);
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton value={link} label="Copy link" aria-label={`Copy the invitation link for ${email}`} copiedMessage="Invitation link copied." />
      {canResend ? (
        <form action={resend}>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="role" value={role} />
          <input type="hidden" name="intent" value="resend" />
          <SubmitButton variant="secondary" size="sm" aria-label={`E-mail the invitation for ${email} again`} pendingLabel="Sending…">
            Resend
          </SubmitButton>
        </form>
      ) : null}
      <form action={action}>
        <input type="hidden" name="invitationId" value={invitationId} />
        <SubmitButton variant="danger" size="sm" aria-label={`Revoke the invitation for ${email}`} pendingLabel="Revoking…">
          Revoke
        </SubmitButton>
      </form>
    </div>
  );
}
