"use client";

import { useActionState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Field, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { IDLE, type ActionState } from "@/lib/shared/action-state";
import { createFeedAction, revokeFeedAction, rotateFeedAction } from "../actions";

/** Make a feed of the client's stays in a format; its address is shown once, here. */
export function CreateFeed({ clientId }: { clientId: string }) {
  const [state, formAction] = useActionState(createFeedAction, IDLE);
  return (
    <div className="flex flex-col gap-3">
      <form action={formAction} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="clientId" value={clientId} />
        <Field label="Format">
          <Select name="format" defaultValue="ics">
            <option value="ics">iCalendar (subscribe in a calendar)</option>
            <option value="csv">CSV (a spreadsheet download)</option>
            <option value="json">JSON (for the client&apos;s systems)</option>
          </Select>
        </Field>
        <SubmitButton variant="secondary" pendingLabel="Creating…">
          Create feed
        </SubmitButton>
      </form>
      <FeedAddress state={state} />
    </div>
  );
}

/** Give a feed a new address (the old one stops working) or end it. */
export function FeedControls({ clientId, feedId, hint }: { clientId: string; feedId: string; hint: string }) {
  const [rotated, rotateAction] = useActionState(rotateFeedAction, IDLE);
  const [, revokeAction] = useActionState(useToastingAction(revokeFeedAction, { errors: true }), IDLE);
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap justify-end gap-2">
        <form action={rotateAction}>
          <input type="hidden" name="clientId" value={clientId} />
          <input type="hidden" name="id" value={feedId} />
          <SubmitButton variant="secondary" size="sm" pendingLabel="Rotating…" aria-label={`Give the feed ending ${hint} a new address`}>
            New address
          </SubmitButton>
        </form>
        <form action={revokeAction}>
          <input type="hidden" name="clientId" value={clientId} />
          <input type="hidden" name="id" value={feedId} />
          <SubmitButton variant="danger" size="sm" pendingLabel="Revoking…" aria-label={`Revoke the feed ending ${hint}`}>
            Revoke
          </SubmitButton>
        </form>
      </div>
      <FeedAddress state={rotated} />
    </div>
  );
}

function FeedAddress({ state }: { state: ActionState<{ url: string }> }) {
  const url = state.status === "success" ? state.data?.url : undefined;
  if (!url) return <FormMessage state={state} />;
  return (
    <div className="flex w-full flex-col gap-2 rounded-md bg-emerald-50 p-3 ring-1 ring-emerald-600/20" role="status">
      <p className="text-sm text-emerald-900">{state.status === "success" ? state.message : null}</p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label="Feed address"
          data-testid="feed-url"
          className="min-w-0 flex-1 rounded-md border-0 bg-white px-2 py-1.5 font-mono text-xs ring-1 ring-slate-300 ring-inset"
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={url} label="Copy address" copiedMessage="Feed address copied." />
      </div>
    </div>
  );
}
