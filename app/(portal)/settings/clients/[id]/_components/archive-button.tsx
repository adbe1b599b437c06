"use client";

import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { archiveClientAction, restoreClientAction } from "../actions";

/** Archive a client in use, or restore an archived one; a refused restore (its name taken) is said here. */
export function ArchiveButton({ clientId, archived }: { clientId: string; archived: boolean }) {
  const { state, formProps } = useActionForm(useToastingAction(archived ? restoreClientAction : archiveClientAction));
  return (
    <form {...formProps} className="flex flex-col items-start gap-2">
      <input type="hidden" name="clientId" value={clientId} />
      <FormMessage state={state} />
      <SubmitButton variant={archived ? "secondary" : "danger"} size="sm" pendingLabel={archived ? "Restoring…" : "Archiving…"}>
        {archived ? "Restore client" : "Archive client"}
      </SubmitButton>
    </form>
  );
}
