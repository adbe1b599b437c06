import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toApprovalRule } from "../clients/approval-rules";
import { policyForReference, type EnquiryPolicy } from "../clients/policy-for-enquiry";
import { openShareLink, type SharedComparison } from "../share-links/open-share-link";
import { approvalOfChoice, type EnquiryApproval } from "./list-approvals";

/** `rule`: which choices need approval; `request`: the present choice's request, if it needed one. */
export type LinkApproval = { rule: "every" | "out-of-policy"; request: EnquiryApproval | null };

/** `policy`: the client's cap for the enquiry's place, that the options are marked against (null: none applies). */
export type SharedChoicePage =
  | Exclude<SharedComparison, { status: "found" }>
  | (Extract<SharedComparison, { status: "found" }> & { approval: LinkApproval | null; policy: EnquiryPolicy | null });

/**
 * What the share page shows (openShareLink), the client's travel policy its options are
 * marked against, and whether the client's choices go to an approver first, with where
 * the present choice's approval stands (null: they do not).
 */
export async function openLinkForChoice(token: string): Promise<SharedChoicePage> {
  const shared = await openShareLink(token);
  if (shared.status !== "found") return shared;
  const { organizationId, serviceReference } = shared.link;
  const [rule, policy] = await Promise.all([approvalRuleOf(organizationId, serviceReference), policyForReference(organizationId, serviceReference)]);
  const request = rule && shared.choice ? await approvalOfChoice(shared.link.id, shared.choice.chosenAt) : null;
  return { ...shared, approval: rule ? { rule, request } : null, policy };
}

/** The approval rule of the client the enquiry is billed to, when it asks for one. */
async function approvalRuleOf(organizationId: string, reference: string): Promise<LinkApproval["rule"] | null> {
  const db = getPrisma();
  const tracked = await db.trackedEnquiry.findFirst({ where: { organizationId, reference }, select: { clientId: true } });
  if (!tracked?.clientId) return null;
  const client = await db.client.findFirst({ where: { organizationId, id: tracked.clientId }, select: { approvalRule: true } });
  const rule = client ? toApprovalRule(client.approvalRule) : "none";
  return rule === "none" ? null : rule;
}
