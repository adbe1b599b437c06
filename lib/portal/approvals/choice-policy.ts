import "server-only";
import { formatMoney } from "@/lib/shared/format";
import { checkChoiceAgainstPolicy } from "../enquiries/check-choice-policy";
import type { StayParty } from "../quotes/charge-cost";
import { nightlyPrice } from "../quotes/check-policy";
import type { StayTotal } from "../quotes/stay-total";
import type { PolicyWords } from "./approval-need";

/**
 * What the client's travel policy says of a chosen option, for its approval rule: within,
 * over ("£30.00 a night over the cap of £150.00 a night in London"), or not checkable
 * ("cannot be checked against the policy: no rate from GBP to EUR"). Null: no cap applies
 * to the enquiry's place.
 */
export async function choicePolicy(organizationId: string, enquiry: { clientId: string; placeLabel: string }, total: StayTotal | null, party: StayParty): Promise<PolicyWords> {
  const nightly = total && party.nights ? nightlyPrice({ cents: total.totalCents, currency: total.currency }, party.nights) : null;
  if (!nightly) return { status: "unchecked", words: "cannot be checked against the policy: its price a night is not known" };
  const { mark } = await checkChoiceAgainstPolicy(organizationId, enquiry, nightly);
  if (!mark) return null;
  if (mark.status === "within") return { status: "within" };
  if (mark.status === "over") return { status: "over", words: `${formatMoney(mark.over.cents, mark.over.currency)} a night over the cap of ${mark.capWords}` };
  return { status: "unchecked", words: `${mark.words.charAt(0).toLowerCase()}${mark.words.slice(1).replace(/\.$/, "")}` };
}
