import "server-only";
import { getPrisma } from "@/lib/db/prisma";

export type EnquiryApproval = {
  id: string;
  shareLinkId: string;
  propertyName: string;
  unitName: string;
  why: string;
  reason: string;
  status: string;
  approvers: string[];
  decidedByName: string | null;
  decidedVia: string | null;
  decidedAt: Date | null;
  comment: string | null;
  expiresAt: Date;
  createdAt: Date;
};

const FIELDS = {
  id: true,
  shareLinkId: true,
  propertyName: true,
  unitName: true,
  why: true,
  reason: true,
  status: true,
  decidedByName: true,
  decidedVia: true,
  decidedAt: true,
  comment: true,
  expiresAt: true,
  createdAt: true,
  links: { select: { approverName: true } },
} as const;

/** The approval requests of an agency enquiry's choices, newest first. */
export async function listApprovals(organizationId: string, serviceReference: string): Promise<EnquiryApproval[]> {
  const rows = await getPrisma().choiceApproval.findMany({ where: { organizationId, serviceReference }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 20, select: FIELDS });
  return rows.map(toApproval);
}

/** The request of a share link's present choice, if it needed one. */
export async function approvalOfChoice(shareLinkId: string, chosenAt: Date): Promise<EnquiryApproval | null> {
  const row = await getPrisma().choiceApproval.findFirst({ where: { shareLinkId, chosenAt }, orderBy: { createdAt: "desc" }, select: FIELDS });
  return row ? toApproval(row) : null;
}

function toApproval({ links, ...row }: Omit<EnquiryApproval, "approvers"> & { links: { approverName: string }[] }): EnquiryApproval {
  return { ...row, approvers: links.map((l) => l.approverName) };
}
