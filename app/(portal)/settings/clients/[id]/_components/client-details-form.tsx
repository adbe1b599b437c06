"use client";

import { Field, Input, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { APPROVAL_RULE_LABELS, APPROVAL_RULES, type ApprovalRule } from "@/lib/portal/clients/approval-rules";
import { updateClientAction } from "../actions";

type Details = { id: string; name: string; poNumberRequired: boolean; approvalRule: ApprovalRule };

/** The client's name, PO rule and approval rule, as saved; kept as typed when refused. */
export function ClientDetailsForm({ client }: { client: Details }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(updateClientAction), undefined, { keepOnSuccess: true });
  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="clientId" value={client.id} />
      <FormMessage state={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors?.name}>
          <Input name="name" required maxLength={120} defaultValue={client.name} autoComplete="off" />
        </Field>
        <Field label="Approval" hint="Which of the client's choices its approvers approve." error={errors?.approvalRule}>
          <Select name="approvalRule" defaultValue={client.approvalRule}>
            {APPROVAL_RULES.map((value) => (
              <option key={value} value={value}>
                {APPROVAL_RULE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="poNumberRequired" defaultChecked={client.poNumberRequired} className="size-4 rounded border-slate-300 text-brand-600" />
        PO number required on every booking
      </label>
      <div>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </div>
    </form>
  );
}
