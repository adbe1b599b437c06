// Which of a client's choices its approvers must approve. Stored under these names in
// Client.approvalRule; the labels are what a form and a page say.

export const APPROVAL_RULES = ["every", "out-of-policy", "none"] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

export const APPROVAL_RULE_LABELS: Record<ApprovalRule, string> = {
  every: "Every choice",
  "out-of-policy": "Only out-of-policy choices",
  none: "None",
};

/** A stored rule as one of ours; anything else reads as "none" (nothing to approve). */
export function toApprovalRule(value: string): ApprovalRule {
  return (APPROVAL_RULES as readonly string[]).includes(value) ? (value as ApprovalRule) : "none";
}

/** Whether the rule needs at least one approver to ask. */
export function needsApprovers(rule: ApprovalRule): boolean {
  return rule !== "none";
}
