"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { markAllReadAction } from "../actions";

/** "Mark all as read": what the list showed when it was drawn, not what arrived since. */
export function MarkAllReadButton({ shownUntil }: { shownUntil: string }) {
  const [, action] = useActionState(useToastingAction(markAllReadAction, { errors: true }), IDLE);
  return (
    <form action={action}>
      <input type="hidden" name="shownUntil" value={shownUntil} />
      <SubmitButton variant="secondary" pendingLabel="Marking…">
        Mark all as read
      </SubmitButton>
    </form>
  );
}
