import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors as FormErrors, Resolver } from "react-hook-form";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { billingErrors, BillingFields, type IntakeClient } from "@/lib/portal/intake/enquiry-billing";
import { EnquiryForm, type EnquiryFormValues } from "@/lib/portal/intake/enquiry-form";
import { inWords } from "@/lib/shared/zod-messages";

// The form holds EnquiryFormValues, a narrower type than the schema's input (every
// location field is kept, whatever the mode; enquiry-form.ts asserts that it fits), so
// the resolver is typed for it. Its own module, because it brings zod and the contract's
// schemas: the form loads it when first used, not with the page (see enquiry-form.tsx).
const requestResolver = zodResolver(EnquiryForm, { error: inWords }) as unknown as Resolver<EnquiryFormValues, unknown, CreateEnquiryRequest>;

/**
 * The enquiry's fields by the contract, then the client section by the rules the server
 * applies again (enquiry-billing.ts), for the clients the page offered (the form's context).
 */
export const enquiryResolver: Resolver<EnquiryFormValues, IntakeClient[] | undefined, CreateEnquiryRequest> = async (values, clients, options) => {
  const result = await requestResolver(values, clients, options);
  const parsed = BillingFields.safeParse(values, { error: inWords });
  const said: Record<string, string[]> = parsed.success
    ? billingErrors(parsed.data, clients?.find((c) => c.id === parsed.data.clientId))
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]]));
  if (Object.keys(said).length === 0) return result;
  const errors: FormErrors<EnquiryFormValues> = { ...result.errors };
  for (const [name, messages] of Object.entries(said)) Object.assign(errors, { [name]: { type: "billing", message: messages.join(" ") } });
  return { values: {}, errors };
};
