"use client";

import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { undoEmailChangeAction } from "../actions";

// A button, not the link itself: mail scanners open links, and must not undo anything.
export function UndoForm({ token }: { token: string }) {
  const { state, formProps } = useActionForm(undoEmailChangeAction);
  return (
    <form {...formProps} className="flex flex-col gap-5" noValidate>
      <input type="hidden" name="token" value={token} />
      <FormMessage state={state} />
      <SubmitButton className="w-full" pendingLabel="Undoing…">
        Undo the change
      </SubmitButton>
    </form>
  );
}
