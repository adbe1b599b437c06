import { BILLING_CODE_MAX } from "../clients/billing-codes";
import { NO_CLIENT, type EnquiryListQuery } from "./enquiry-list-query";

/**
 * Why the list's billing filters, as the address gives them, can find nothing: a client that
 * is not one of the organisation's (a link from another organisation, or a client removed
 * since), or a code longer than any an enquiry keeps. The filter still applies (the list
 * says "No enquiries match" rather than quietly showing every enquiry); these say why.
 */
export type BillingFilterProblems = Partial<Record<"clientId" | "costCentre" | "poNumber" | "projectCode", string>>;

/** The problems under the filter's name (the form says each beside its field). */
export function checkBillingFilters(query: EnquiryListQuery, clients: { id: string }[]): BillingFilterProblems {
  const problems: BillingFilterProblems = {};
  if (query.clientId && query.clientId !== NO_CLIENT && !clients.some((c) => c.id === query.clientId)) {
    problems.clientId = "The client in this address is not one of your organisation's: choose one from the list, or clear the filters.";
  }
  const codes = [
    ["costCentre", "A cost centre code", BILLING_CODE_MAX.costCentreCode],
    ["poNumber", "A PO number", BILLING_CODE_MAX.poNumber],
    ["projectCode", "A project code", BILLING_CODE_MAX.projectCode],
  ] as const;
  for (const [key, name, max] of codes) {
    const value = query[key];
    if (value && value.length > max) problems[key] = `${name} is at most ${max} characters, so no enquiry matches the ${value.length} typed: shorten it.`;
  }
  return problems;
}
