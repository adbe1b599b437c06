"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE } from "@/lib/shared/action-state";
import { removeConnectionAction } from "../actions";
import { ConnectionIdInput } from "./connection-id";

/** Removing a provider is asked first, saying what stops and what stays. */
export function RemoveConnectionButton({ name, enquiries }: { name: string; enquiries: number }) {
  // A removal ends on the list (the action redirects there); only a refusal is said here.
  const [, action] = useActionState(useToastingAction(removeConnectionAction, { errors: true }), IDLE);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">Remove {name}</Button>
      </DialogTrigger>
      <DialogContent title={`Remove ${name}?`} description="Enquiries are no longer sent to this provider, and nothing it sends is received any more.">
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>Its API key is erased from the portal, and the portal&rsquo;s webhook is taken off the provider.</li>
          <li>
            {enquiries === 0
              ? "No enquiry was sent to it."
              : enquiries === 1
                ? "The enquiry sent to it stays in the list, readable as history."
                : `The ${enquiries} enquiries sent to it stay in the list, readable as history.`}
          </li>
          <li>To use it again, add it as a provider with its key.</li>
        </ul>
        <form action={action} onSubmit={() => setOpen(false)} className="flex justify-end gap-3">
          <ConnectionIdInput />
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <SubmitButton variant="danger">Remove provider</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
