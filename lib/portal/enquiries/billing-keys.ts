import { textKey } from "../clients/client-keys";

type Codes = { costCentreCode: string | null; poNumber: string | null; projectCode: string | null };

/**
 * What the enquiry list's billing filters compare: each code in lower case, runs of spaces as
 * one (as a client's cost centre codes are told apart), so "po-123" finds PO-123. Written
 * beside the codes whenever they are.
 */
export function billingKeys(codes: Codes): { costCentreKey: string | null; poNumberKey: string | null; projectCodeKey: string | null } {
  const key = (code: string | null) => (code === null ? null : textKey(code));
  return { costCentreKey: key(codes.costCentreCode), poNumberKey: key(codes.poNumber), projectCodeKey: key(codes.projectCode) };
}

/** A filter's typed value as it is compared with the keys. */
export const billingKeyOf = (typed: string) => textKey(typed);
