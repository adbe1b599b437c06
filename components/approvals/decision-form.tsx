"use client";

import { Field, Textarea } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import type { FormAction } from "@/lib/shared/action-state";

/**
 * An approver's decision on a client's choice: approve or decline, with an optional
 * comment (the traveller reads it when declined). The comment stays as typed after an
 * error; after the decision the form gives way to what was decided.
 */
export function DecisionForm({ token, commentMax, action }: { token: string; commentMax: number; action: FormAction<{ words: string }> }) {
  const { state, fieldErrors, formProps } = useActionForm(action);
  if (state.status === "success") {
    return (
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-600/20" data-testid="decision-made">
        {state.message}
      </p>
    );
  }
  return (
    <form {...formProps} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="token" value={token} />
      <Field label="Comment (optional)" hint="If you decline, the traveller and their agent read it." error={fieldErrors?.comment}>
        <Textarea name="comment" rows={3} maxLength={commentMax} />
      </Field>
      <FormMessage state={state} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="decision" value="APPROVED" pendingLabel="Sending…">
          Approve
        </SubmitButton>
        <SubmitButton name="decision" value="DECLINED" variant="secondary" pendingLabel="Sending…">
          Decline
        </SubmitButton>
      </div>
    </form>
  );
}
