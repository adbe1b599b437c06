"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/ui/form-message";
import { useToastingAction } from "@/components/ui/toaster";
import { cn } from "@/lib/shared/cn";
import { IDLE } from "@/lib/shared/action-state";
import { setLiveUpdatesAction } from "../actions";

/** One switch: registers or removes the portal's own receiver with the provider. */
export function LiveUpdatesSwitch({ registered }: { registered: boolean }) {
  const [state, action, pending] = useActionState(useToastingAction(setLiveUpdatesAction), IDLE);
  return (
    <form action={action} className="flex flex-col gap-2">
      <input type="hidden" name="enabled" value={registered ? "false" : "true"} />
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
      <FormMessage state={state} />
    </form>
  );
}
