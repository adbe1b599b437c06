"use client";

import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import { saveAgencyAction } from "../actions";

export function AgencyForm({ initial, logoKb }: { initial: { name: string; email: string; phone: string; hasLogo: boolean }; logoKb: number }) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(saveAgencyAction));
  // Said at once, and the file not sent: a large photo would otherwise be refused only
  // after its upload (and past the server's limit for a form, without a word).
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  return (
    <form {...formProps} className="flex max-w-xl flex-col gap-4" noValidate>
      <FormMessage state={state} />
      <Field label="Agency name" error={errors?.name}>
        <Input name="name" required maxLength={120} defaultValue={initial.name} autoComplete="organization" />
      </Field>
      <Field label="Contact e-mail (optional)" error={errors?.email}>
        <Input name="email" type="email" maxLength={254} defaultValue={initial.email} autoComplete="email" />
      </Field>
      <Field label="Contact phone (optional)" error={errors?.phone}>
        <Input name="phone" type="tel" maxLength={32} defaultValue={initial.phone} autoComplete="tel" />
      </Field>
      <Field label="Logo (optional)" hint={`A PNG, JPEG or WebP image of at most ${logoKb} KB, shown small.`} error={tooLarge ?? errors?.logo}>
        <Input
          name="logo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file && file.size > logoKb * 1024) {
              setTooLarge(`The logo is ${Math.ceil(file.size / 1024)} KB; it can be at most ${logoKb} KB.`);
              e.currentTarget.value = "";
            } else setTooLarge(null);
          }}
        />
      </Field>
      {initial.hasLogo ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="removeLogo" className="size-4 accent-brand-600" /> Remove the current logo
        </label>
      ) : null}
      <div>
        <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
      </div>
    </form>
  );
}
