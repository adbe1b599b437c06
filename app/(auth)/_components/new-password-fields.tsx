import { Field, Input } from "@/components/ui/field";

/** A new password and the same again, as every form that sets a password asks for them. */
export function NewPasswordFields({ label, errors }: { label: string; errors?: { password?: string; confirm?: string } }) {
  return (
    <>
      <Field label={label} error={errors?.password} hint="At least 8 characters.">
        <Input name="password" type="password" autoComplete="new-password" required minLength={8} autoFocus />
      </Field>
      <Field label="The same password again" error={errors?.confirm}>
        <Input name="confirm" type="password" autoComplete="new-password" required minLength={8} />
      </Field>
    </>
  );
}
