import "server-only";
import { policyForEnquiry, type PolicyEnquiry } from "../clients/policy-for-enquiry";
import { listExchangeRates } from "../exchange-rates/list-exchange-rates";
import { checkPolicy, type PolicyMark } from "../quotes/check-policy";
import { rateDay } from "./compared-sources";

export type ChoicePolicy = {
  /** True only when the price a night is over the cap; a choice that cannot be checked is not. */
  outOfPolicy: boolean;
  /** The mark in words, as the comparison shows it; null when no cap applies (no client, or none for the place). */
  mark: PolicyMark | null;
};

/**
 * Whether a chosen option is out of the client's travel policy: its price a night
 * (`nightly`, integer cents in the quote's currency; see `nightlyPrice`) against the cap for
 * the enquiry's place, converted with the organisation's exchange rates of `day` (today by
 * default). For the approval of a choice made on a share link (the rule "out-of-policy").
 */
export async function checkChoiceAgainstPolicy(
  organizationId: string,
  enquiry: PolicyEnquiry,
  nightly: { cents: number; currency: string },
  day: string = rateDay(),
): Promise<ChoicePolicy> {
  const policy = await policyForEnquiry(organizationId, enquiry);
  if (!policy) return { outOfPolicy: false, mark: null };
  const mark = checkPolicy(policy, nightly, await listExchangeRates(organizationId), day);
  return { outOfPolicy: mark.status === "over", mark };
}
