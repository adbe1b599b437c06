"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { changeRoleAction, removeMemberAction } from "../actions";

type Props = { memberId: string; name: string; role: "admin" | "agent"; organizationName: string };

/** Change the role of, or remove, another member. */
export function MemberActions({ memberId, name, role, organizationName }: Props) {
  const [, roleAction] = useActionState(useToastingAction(changeRoleAction, { errors: true }), IDLE);
  const [, removeAction] = useActionState(useToastingAction(removeMemberAction, { errors: true }), IDLE);
  const [confirming, setConfirming] = useState(false);
  const otherRole = role === "admin" ? "agent" : "admin";

  return (
    <div className="flex flex-wrap gap-2">
      <form action={roleAction}>
        <input type="hidden" name="memberId" value={memberId} />
        <input type="hidden" name="role" value={otherRole} />
        <SubmitButton variant="secondary" size="sm" pendingLabel="Saving…">
          {otherRole === "admin" ? "Make admin" : "Make agent"}
        </SubmitButton>
      </form>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogTrigger asChild>
          <Button variant="danger" size="sm">
            Remove
          </Button>
        </DialogTrigger>
        <DialogContent title={`Remove ${name}?`} description={`${name} will no longer see ${organizationName}. Their account stays; you can invite them again.`}>
          <form action={removeAction} onSubmit={() => setConfirming(false)} className="flex justify-end gap-3">
            <input type="hidden" name="memberId" value={memberId} />
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <SubmitButton variant="danger">Remove {name}</SubmitButton>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
