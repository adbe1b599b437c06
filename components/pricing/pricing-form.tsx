"use client";

import { Field, Input, Select } from "@/components/ui/field";
import { FormMessage } from "@/components/ui/form-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToastingAction } from "@/components/ui/toaster";
import { useActionForm } from "@/components/ui/use-action-form";
import type { FormAction } from "@/lib/shared/action-state";
import { FOLLOW_DEFAULT, MARKUP_KIND_LABELS, MARKUP_KINDS, OVER_HUNDRED_LABEL, ROUNDING_LABELS, ROUNDINGS, toHundredths } from "@/lib/portal/pricing/markup";
import type { SavedPricing } from "@/lib/portal/pricing/pricing-input";

type Props = {
  action: FormAction;
  saved: SavedPricing;
  /** A client's form: its id, and the agency's default in words, which the client may follow. */
  client?: { id: string; defaultMarkup: string; defaultWhiteLabel: boolean };
};

/**
 * The agency's markup and white label, for a client or as the agency's default: kept as
 * typed when refused, each refusal beside its field. The value is a percentage or a fee
 * in the currency given; the rounding is of the client's price.
 */
export function PricingForm({ action, saved, client }: Props) {
  const { state, fieldErrors: errors, formProps } = useActionForm(useToastingAction(action), undefined, { keepOnSuccess: true });
  const kind = saved.markupKind ?? (client ? FOLLOW_DEFAULT : "none");
  // A saved markup over 100% was meant: saving the form again keeps it without asking twice.
  const overHundred = saved.markupKind === "percent" && (toHundredths(saved.markupValue ?? "") ?? 0n) > 10000n;
  const whiteLabel = saved.whiteLabel === null ? FOLLOW_DEFAULT : saved.whiteLabel ? "on" : "off";
  return (
    <form {...formProps} className="flex flex-col gap-4" noValidate data-testid="pricing-form">
      {client ? <input type="hidden" name="clientId" value={client.id} /> : null}
      {/* A refusal of one field is said beside it, once. */}
      {errors && Object.keys(errors).length > 0 ? null : <FormMessage state={state} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Markup" hint="Added to the provider's total: clients see only their price." error={errors?.markupKind}>
          <Select name="markupKind" defaultValue={kind}>
            {client ? <option value={FOLLOW_DEFAULT}>{`The agency's default (${client.defaultMarkup})`}</option> : null}
            {MARKUP_KINDS.map((value) => (
              <option key={value} value={value}>
                {MARKUP_KIND_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Percentage or fee" hint="A percentage such as 12 or 12.5, or a fee such as 25.00." error={errors?.markupValue}>
          <Input name="markupValue" inputMode="decimal" maxLength={40} defaultValue={saved.markupValue ?? ""} autoComplete="off" />
        </Field>
        <Field label="Fee currency" hint="For a fee: it is added only to quotes in this currency, e.g. EUR." error={errors?.markupCurrency}>
          <Input name="markupCurrency" maxLength={3} defaultValue={saved.markupCurrency ?? ""} autoComplete="off" className="uppercase" />
        </Field>
        <Field label="Rounding" hint="Of the client's price." error={errors?.markupRounding}>
          <Select name="markupRounding" defaultValue={saved.markupRounding}>
            {ROUNDINGS.map((value) => (
              <option key={value} value={value}>
                {ROUNDING_LABELS[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="overHundred" defaultChecked={overHundred} className="size-4 rounded border-slate-300 text-brand-600" />
        {OVER_HUNDRED_LABEL}
      </label>
      {client ? (
        <Field label="White label" hint="On: the share page shows only the agency's name and logo, never a provider's." error={errors?.whiteLabel}>
          <Select name="whiteLabel" defaultValue={whiteLabel}>
            <option value={FOLLOW_DEFAULT}>{`The agency's default (${client.defaultWhiteLabel ? "on" : "off"})`}</option>
            <option value="on">On</option>
            <option value="off">Off</option>
          </Select>
        </Field>
      ) : (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="whiteLabel" defaultChecked={saved.whiteLabel === true} className="size-4 rounded border-slate-300 text-brand-600" />
          White label: share pages show only the agency&rsquo;s name and logo, never a provider&rsquo;s
        </label>
      )}
      <div>
        <SubmitButton pendingLabel="Setting…">Set prices</SubmitButton>
      </div>
    </form>
  );
}
