import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { toApprovalRule } from "../clients/approval-rules";

export type ApprovalNeed = {
  clientId: string;
  clientName: string;
  /** Who is asked, in the order the client lists them. */
  approvers: { name: string; email: string }[];
  /**
   * Why, as the end of a sentence: "every choice for Acme needs approval", "it is £30.00 a
   * night over the cap of £150.00 a night in London (Acme's travel policy)".
   */
  why: string;
};

/** What the client's travel policy says of the chosen option (see clients/check-policy.ts). */
export type PolicyWords = { status: "within" } | { status: "over" | "unchecked"; words: string } | null;

/**
 * Whether a choice on an enquiry billed to a client needs the client's approval first,
 * from the client's approval rule: every choice, or only one over its travel policy (or
 * one that cannot be checked against it, for want of an exchange rate: a policy no one
 * can check is not taken as kept). Null: the choice goes to the provider at once.
 */
export async function approvalNeed(
  organizationId: string,
  reference: string,
  policy: (enquiry: { clientId: string; placeLabel: string }) => Promise<PolicyWords>,
): Promise<ApprovalNeed | null> {
  const db = getPrisma();
  const tracked = await db.trackedEnquiry.findFirst({ where: { organizationId, reference }, select: { clientId: true, placeLabel: true } });
  if (!tracked?.clientId) return null;
  const client = await db.client.findFirst({
    where: { organizationId, id: tracked.clientId },
    select: { id: true, name: true, approvalRule: true, approvers: { select: { name: true, email: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  if (!client) return null;
  const rule = toApprovalRule(client.approvalRule);
  const base = { clientId: client.id, clientName: client.name, approvers: client.approvers };
  if (rule === "every") return { ...base, why: `every choice for ${client.name} needs approval` };
  if (rule !== "out-of-policy") return null;
  const verdict = await policy({ clientId: client.id, placeLabel: tracked.placeLabel });
  if (!verdict || verdict.status === "within") return null;
  return { ...base, why: verdict.status === "over" ? `it is ${verdict.words} (${client.name}'s travel policy)` : `it ${verdict.words}` };
}
