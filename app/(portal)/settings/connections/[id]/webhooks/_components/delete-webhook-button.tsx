"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { deleteWebhookAction } from "../actions";
import { ConnectionIdInput } from "../../../_components/connection-id";

export function DeleteWebhookButton({ id, url, isReceiver }: { id: string; url: string; isReceiver: boolean }) {
  const [, action] = useActionState(useToastingAction(deleteWebhookAction, { errors: true }), IDLE);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger" size="sm" aria-label={`Delete the webhook ${url}`}>
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Delete this webhook?"
        description={
          isReceiver
            ? "This is the portal's own receiver: without it, live updates stop."
            : `The provider stops sending events to ${url}. Deliveries still waiting are cancelled.`
        }
      >
        <form action={action} onSubmit={() => setOpen(false)} className="flex justify-end gap-3">
          <input type="hidden" name="id" value={id} />
          <ConnectionIdInput />
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <SubmitButton variant="danger">Delete webhook</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
