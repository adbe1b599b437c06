"use client";

import { useState } from "react";
import { Field, Input, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { addConnectionAction, saveConnectionAction } from "../actions";
import { cn } from "@/lib/shared/cn";

type Props = {
  /** null: "Add a provider" (a name and a key needed); otherwise this connection's address and key change. */
  current: { id: string; environment: "sandbox" | "production"; baseUrl: string | null; keyHint: string } | null;
  builtInEnvironment: "sandbox" | "production";
  builtInUrl: string;
};

/** A provider's name (when added), where its service is and the key to use. The key field is write-only: it is never filled in. */
export function ConnectionForm({ current, builtInEnvironment, builtInUrl }: Props) {
  // The outcome (saved, and whether the key works) is said once: a toast when it works,
  // the form's alert when it does not. Submitted without React's form reset, so that an
  // error keeps what was typed.
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(current ? saveConnectionAction : addConnectionAction));
  const saved = current?.baseUrl ? "custom" : "built-in";
  const [target, setTarget] = useState<"built-in" | "custom">(saved);

  // A success resets the form (a saved key does not stay typed in): the radios go back to
  // what is saved (none yet: the built-in service), and so do the fields they show.
  return (
    <form {...formProps} onReset={() => setTarget(saved)} className="flex max-w-2xl flex-col gap-6" noValidate>
      <FormMessage state={state} />
      {current ? (
        <input type="hidden" name="connectionId" value={current.id} />
      ) : (
        <Field
          label="Name"
          hint="What agents read on the intake form and the enquiry pages, e.g. Harbour Apartments. Left empty: named after the address."
          error={errors?.name}
        >
          <Input name="name" autoComplete="off" maxLength={60} />
        </Field>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Service</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <TargetOption
            value="built-in"
            saved={saved}
            checked={target === "built-in"}
            onChange={setTarget}
            title="Built into this app"
            text={`The ${builtInEnvironment} at ${builtInUrl}/external-api.`}
          />
          <TargetOption value="custom" saved={saved} checked={target === "custom"} onChange={setTarget} title="Another provider" text="A service at another address." />
        </div>
      </fieldset>

      {target === "custom" ? (
        <Field label="Base URL" hint="The address in front of /external-api/v1, e.g. https://sandbox.provider.example." error={errors?.baseUrl}>
          <Input name="baseUrl" type="url" inputMode="url" autoComplete="off" defaultValue={current?.baseUrl ?? ""} required />
        </Field>
      ) : null}

      <Field label="Environment" error={errors?.environment} hint="Sandbox and production are separate accounts with separate keys.">
        <Select name="environment" defaultValue={current?.environment ?? builtInEnvironment}>
          <option value="sandbox">Sandbox</option>
          <option value="production">Production</option>
        </Select>
      </Field>

      <Field
        label={current ? "Replace the API key" : "API key"}
        error={errors?.apiKey}
        hint={
          current
            ? `Leave empty to keep the current key (${current.keyHint}); a new address needs the key again. A new key is tried first and replaces the current one only if the provider accepts it. A key of another account cannot read the enquiries sent so far: they stay in the list, marked "Other account", but their details no longer open.`
            : "Stored encrypted; it is never shown again. It is tried as soon as it is saved."
        }
      >
        <Input name="apiKey" type="password" autoComplete="off" spellCheck={false} placeholder={current ? current.keyHint : "sd_test_…"} />
      </Field>

      <div>
        <SubmitButton pendingLabel="Saving…">{current ? "Save connection" : "Add provider"}</SubmitButton>
      </div>
    </form>
  );
}

// Uncontrolled (defaultChecked): a form reset puts back what is saved, which a controlled
// radio would not follow, leaving one option ticked and the other's fields shown.
function TargetOption({
  value,
  saved,
  checked,
  onChange,
  title,
  text,
}: {
  value: "built-in" | "custom";
  saved: "built-in" | "custom";
  checked: boolean;
  onChange: (value: "built-in" | "custom") => void;
  title: string;
  text: string;
}) {
  return (
    <label
      className={cn("flex cursor-pointer gap-3 rounded-lg px-4 py-3 ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600", checked ? "bg-brand-50 ring-brand-600" : "bg-white ring-slate-300 hover:bg-slate-50")}
    >
      <input type="radio" name="target" value={value} defaultChecked={value === saved} onChange={() => onChange(value)} className="mt-0.5 accent-brand-600" />
      <span className="text-sm">
        <span className="block font-medium text-slate-900">{title}</span>
        <span className="block text-slate-600">{text}</span>
      </span>
    </label>
  );
}
