"use client";

import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import type { FormAction } from "@/lib/shared/action-state";

/** "Remove", confirmed in a dialog; a refusal (the last approver) is said in the dialog, which stays open. */
export function RemoveRowButton({ action, clientId, id, what, consequence }: { action: FormAction; clientId: string; id: string; what: string; consequence: string }) {
  const [open, setOpen] = useState(false);
  const closing = useCallback<FormAction>(
    async (previous, formData) => {
      const result = await action(previous, formData);
      if (result.status === "success") setOpen(false);
      return result;
    },
    [action],
  );
  const { state, formProps } = useActionForm(useToastingAction(closing));
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" aria-label={`Remove ${what}`}>
          Remove
        </Button>
      </DialogTrigger>
      <DialogContent title={`Remove ${what}?`} description={consequence}>
        <form {...formProps} className="flex flex-col gap-4">
          <input type="hidden" name="clientId" value={clientId} />
          <input type="hidden" name="id" value={id} />
          <FormMessage state={state} />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <SubmitButton variant="danger" pendingLabel="Removing…">
              Remove
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
