import { z } from "zod";
import type { FieldErrors } from "@/lib/shared/action-state";
import { BILLING_CODE_MAX } from "../clients/billing-codes";

// Who an enquiry is billed to: the intake form's "Client" section. Written once for the
// browser (the form's resolver) and the server (check-billing.ts), which checks it again
// against the organisation's own clients. No server-only code: client components import it.

/** A client as the intake form offers it: the organisation's, not archived. */
export type IntakeClient = {
  id: string;
  name: string;
  poNumberRequired: boolean;
  travellers: { id: string; givenName: string; familyName: string; email: string | null; phone: string | null }[];
  costCentres: { code: string; label: string }[];
};

/** What the form holds of the section (strings, as the inputs give them; "" for none). */
export type BillingFormValues = { clientId: string; travellerId: string; costCentreCode: string; poNumber: string; projectCode: string };

export const NO_BILLING_VALUES: BillingFormValues = { clientId: "", travellerId: "", costCentreCode: "", poNumber: "", projectCode: "" };

/** Blank or absent (a form without the section) → null. */
const optional = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

export const BillingFields = z.object({
  clientId: optional(64, "Choose one of the clients listed."),
  travellerId: optional(64, "Choose one of the client's travellers."),
  costCentreCode: optional(BILLING_CODE_MAX.costCentreCode, "Choose one of the client's cost centres."),
  poNumber: optional(BILLING_CODE_MAX.poNumber, `A PO number is at most ${BILLING_CODE_MAX.poNumber} characters.`),
  projectCode: optional(BILLING_CODE_MAX.projectCode, `A project code is at most ${BILLING_CODE_MAX.projectCode} characters.`),
});

export type EnquiryBilling = z.output<typeof BillingFields>;

export const CLIENT_UNKNOWN = "That client is not one of your organisation's, or it has been archived: choose another, or No client.";

export function poNumberRequiredMessage(clientName: string): string {
  return `${clientName} requires a PO number on every enquiry: enter it.`;
}

/**
 * The section's refusals, in words on their fields: a traveller or cost centre that is not
 * the client's, a PO number the client requires. `client` is the chosen client as the
 * organisation holds it (undefined when the id names none of them).
 */
export function billingErrors(billing: EnquiryBilling, client: IntakeClient | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (billing.clientId === null) {
    if (billing.travellerId) errors.travellerId = ["Choose the client first: a traveller is one of a client's."];
    if (billing.costCentreCode) errors.costCentreCode = ["Choose the client first: a cost centre is one of a client's."];
    return errors;
  }
  if (!client) return { clientId: [CLIENT_UNKNOWN] };
  if (billing.travellerId && !client.travellers.some((t) => t.id === billing.travellerId)) {
    errors.travellerId = [`${client.name} has no such traveller; they may have been removed. Choose another.`];
  }
  if (billing.costCentreCode && !client.costCentres.some((c) => c.code === billing.costCentreCode)) {
    errors.costCentreCode = [`${client.name} has no cost centre ${billing.costCentreCode}; it may have been removed. Choose another.`];
  }
  if (client.poNumberRequired && !billing.poNumber) errors.poNumber = [poNumberRequiredMessage(client.name)];
  return errors;
}
