"use client";

import { useActionState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE, type FormAction } from "@/lib/shared/action-state";

type Action<T = undefined> = FormAction<T>;

export function CreateShareLink({ serviceReference, action }: { serviceReference: string; action: Action<{ url: string }> }) {
  const [state, formAction] = useActionState(action, IDLE);
  const url = state.status === "success" ? state.data?.url : undefined;
  return (
    <div className="flex flex-col gap-3">
      <form action={formAction}>
        <input type="hidden" name="serviceReference" value={serviceReference} />
        <SubmitButton variant="secondary" pendingLabel="Creating…">
          Create a share link
        </SubmitButton>
      </form>
      <FormMessage state={state} />
      {url ? (
        <div className="flex flex-col gap-2 rounded-md bg-emerald-50 p-3 ring-1 ring-emerald-600/20" role="status">
          <p className="text-sm text-emerald-900">{state.status === "success" ? state.message : null}</p>
          <div className="flex flex-wrap items-center gap-2">
            <input
              readOnly
              value={url}
              aria-label="Share link"
              data-testid="share-link"
              className="min-w-0 flex-1 rounded-md border-0 bg-white px-2 py-1.5 font-mono text-xs ring-1 ring-slate-300 ring-inset"
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={url} label="Copy link" copiedMessage="Share link copied." />
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function RevokeShareLink({ linkId, hint, action }: { linkId: string; hint: string; action: Action }) {
  const [, formAction] = useActionState(useToastingAction(action, { errors: true }), IDLE);
  return (
    <form action={formAction}>
      <input type="hidden" name="linkId" value={linkId} />
      <SubmitButton variant="danger" size="sm" pendingLabel="Revoking…" aria-label={`Revoke the link ending ${hint}`}>
        Revoke
      </SubmitButton>
    </form>
  );
}
