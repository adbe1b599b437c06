"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { withdrawFromOthersAction } from "../provider-actions";

/** "Withdraw from the others", confirmed in a dialog that names them. */
export function WithdrawButton({ reference, booked, others }: { reference: string; booked: string; others: string[] }) {
  const [, action] = useActionState(useToastingAction(withdrawFromOthersAction, { errors: true }), IDLE);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Withdraw from the others
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Withdraw from the other providers?"
        description={`The enquiry stays booked with ${booked}. Each of the others is asked to close its enquiry; one that cannot be asked is marked withdrawn here only, and you tell it yourself.`}
      >
        <ul className="mb-4 list-disc pl-5 text-sm text-slate-900">
          {others.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
        <form action={action} onSubmit={() => setOpen(false)} className="flex justify-end gap-3">
          <input type="hidden" name="reference" value={reference} />
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <SubmitButton variant="danger">Withdraw</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
