import "server-only";
import { checkChoiceAgainstPolicy } from "../enquiries/check-choice-policy";
import type { StayParty } from "../quotes/charge-cost";
import { nightlyPrice } from "../quotes/check-policy";
import type { StayTotal } from "../quotes/stay-total";
import type { PolicyWords } from "./approval-need";

/**
 * What the client's travel policy says of a chosen option, for its approval rule: within,
 * over (with the cap and by how much), or not checkable (no price a night, no exchange rate
 * to the cap's currency). Null: no cap applies to the enquiry's place.
 */
export async function choicePolicy(organizationId: string, enquiry: { clientId: string; placeLabel: string }, total: StayTotal | null, party: StayParty): Promise<PolicyWords> {
  const nightly = total && party.nights ? nightlyPrice({ cents: total.totalCents, currency: total.currency }, party.nights) : null;
  if (!nightly) return { status: "unchecked", words: "cannot be checked against the policy: its price a night is not known" };
  const { mark } = await checkChoiceAgainstPolicy(organizationId, enquiry, nightly);
  if (!mark) return null;
  return mark.status === "within" ? { status: "within" } : { status: mark.status, words: mark.words };
}
