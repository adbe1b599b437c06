"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { cn } from "@/lib/shared/cn";
import { IDLE } from "@/lib/shared/action-state";
import { setLiveUpdatesAction } from "../actions";
import { ConnectionIdInput } from "../../../_components/connection-id";

/**
 * One switch: registers or removes the portal's own receiver with the provider. Turning it
 * off is asked first, saying what stops; turning it on is not.
 */
export function LiveUpdatesSwitch({ registered }: { registered: boolean }) {
  const [state, action, pending] = useActionState(useToastingAction(setLiveUpdatesAction), IDLE);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <form
        action={action}
        onSubmit={(e) => {
          if (!registered) return;
          e.preventDefault();
          setConfirming(true);
        }}
      >
        <input type="hidden" name="enabled" value={registered ? "false" : "true"} />
        <ConnectionIdInput />
        <button
          type="submit"
          role="switch"
          aria-checked={registered}
          disabled={pending}
          className="group flex items-center gap-3 text-sm font-medium text-slate-900 disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={cn(
              "relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-brand-600",
              registered ? "bg-brand-600" : "bg-slate-300",
            )}
          >
            <span className={cn("absolute top-0.5 size-5 rounded-full bg-white shadow transition-all", registered ? "left-5.5" : "left-0.5")} />
          </span>
          Live updates for this portal
        </button>
      </form>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent title="Turn live updates off?" description="The provider stops sending events to this portal until they are turned on again.">
          <ul className="mb-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>Open enquiry pages stop changing as the specialist works: they say that updates are off and check the provider every few seconds instead.</li>
            <li>The enquiry list, the dashboard&rsquo;s &ldquo;Needs attention&rdquo; and the toasts for new quotes stop following changes.</li>
            <li>Events of the time they are off are never received: the timelines mark that stretch as possibly missing.</li>
          </ul>
          <form action={action} onSubmit={() => setConfirming(false)} className="flex justify-end gap-3">
            <input type="hidden" name="enabled" value="false" />
            <ConnectionIdInput />
            <DialogClose asChild>
              <Button variant="secondary">Keep them on</Button>
            </DialogClose>
            <SubmitButton variant="danger">Turn live updates off</SubmitButton>
          </form>
        </DialogContent>
      </Dialog>
      <FormMessage state={state} />
    </div>
  );
}
