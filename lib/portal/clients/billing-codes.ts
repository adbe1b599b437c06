/**
 * The longest billing codes a client and an enquiry keep: the intake form's limits, and
 * what the enquiry list's filters say of a longer one. Plain numbers, for any component.
 */
export const BILLING_CODE_MAX = { costCentreCode: 40, poNumber: 60, projectCode: 60 } as const;
