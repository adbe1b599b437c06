"use client";

import { useState } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { APPROVAL_RULE_LABELS, APPROVAL_RULES, needsApprovers, type ApprovalRule } from "@/lib/portal/clients/approval-rules";
import { createClientAction } from "../actions";

/** Name, PO rule, approval rule and, when the rule asks for approval, a first approver. */
export function NewClientForm() {
  const { state, fieldErrors: errors, formProps } = useActionForm(createClientAction);
  const [rule, setRule] = useState<ApprovalRule>("none");
  const asks = needsApprovers(rule);
  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate>
      <FormMessage state={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors?.name}>
          <Input name="name" required maxLength={120} autoComplete="organization" />
        </Field>
        <Field label="Approval" hint="Which of the client's choices its approvers approve." error={errors?.approvalRule ?? errors?.approvers}>
          <Select name="approvalRule" value={rule} onChange={(event) => setRule(event.target.value as ApprovalRule)}>
            {APPROVAL_RULES.map((value) => (
              <option key={value} value={value}>
                {APPROVAL_RULE_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="poNumberRequired" className="size-4 rounded border-slate-300 text-brand-600" />
        PO number required on every booking
      </label>
      {/* Disabled, the approver's fields are not sent, and keep what was typed for when the rule asks again. */}
      <fieldset disabled={!asks} hidden={!asks} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">First approver</legend>
        <Field label="Approver's name" error={errors?.["approvers.0.name"]}>
          <Input name="approvers.0.name" required maxLength={120} autoComplete="off" />
        </Field>
        <Field label="Approver's e-mail" error={errors?.["approvers.0.email"]}>
          <Input name="approvers.0.email" type="email" required autoComplete="off" spellCheck={false} />
        </Field>
      </fieldset>
      <div>
        <SubmitButton pendingLabel="Adding…">Add client</SubmitButton>
      </div>
    </form>
  );
}
