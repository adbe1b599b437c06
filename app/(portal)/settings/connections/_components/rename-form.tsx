"use client";

import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { renameConnectionAction } from "../actions";
import { ConnectionIdInput } from "./connection-id";

/** The provider's name, as agents read it everywhere, and the name clients read on share pages. */
export function RenameForm({ name, publicName }: { name: string; publicName: string | null }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(renameConnectionAction));
  return (
    <form {...formProps} className="flex max-w-2xl flex-col gap-4" noValidate>
      {state.status === "error" && !errors?.name && !errors?.publicName ? <FormMessage state={state} /> : null}
      <ConnectionIdInput />
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Name" error={errors?.name} className="min-w-0 flex-1 basis-64">
          <Input name="name" autoComplete="off" maxLength={60} defaultValue={name} key={name} required />
        </Field>
        <Field label="Shown to clients as" hint="On share pages: “Quoted by …”. Empty: the name." error={errors?.publicName} className="min-w-0 flex-1 basis-64">
          <Input name="publicName" autoComplete="off" maxLength={60} defaultValue={publicName ?? ""} key={publicName ?? ""} />
        </Field>
        <SubmitButton variant="secondary" pendingLabel="Renaming…">
          Rename
        </SubmitButton>
      </div>
    </form>
  );
}
