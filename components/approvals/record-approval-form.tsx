"use client";

import { Field, Input, Textarea } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import type { FormAction } from "@/lib/shared/action-state";

/** An approval the client's approver gave by other means (a call, a mail), recorded by a member: who gave it and how. */
export function RecordApprovalForm({ reference, approvalId, action }: { reference: string; approvalId: string; action: FormAction }) {
  const { state, fieldErrors, formProps } = useActionForm(useToastingAction(action));
  return (
    <form {...formProps} noValidate className="flex flex-col gap-3">
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="approvalId" value={approvalId} />
      <Field label="Approved by" error={fieldErrors?.approvedBy}>
        <Input name="approvedBy" maxLength={120} autoComplete="off" />
      </Field>
      <Field label="How and why" hint="By phone, by e-mail to you…: what the audit trail should say." error={fieldErrors?.how}>
        <Textarea name="how" rows={2} maxLength={500} />
      </Field>
      <FormMessage state={state} />
      <div>
        <SubmitButton variant="secondary" pendingLabel="Recording…">
          Record the approval
        </SubmitButton>
      </div>
    </form>
  );
}
