import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { hashApprovalToken, isApprovalTokenShape } from "./approval-token";
import { stayWords } from "./request-approval";

export type ApprovalView = {
  approverName: string;
  clientName: string;
  stay: string;
  option: string;
  priceLabel: string | null;
  why: string;
  reason: string;
  status: "PENDING" | "APPROVED" | "DECLINED" | "SUPERSEDED" | "EXPIRED";
  decidedByName: string | null;
  decidedVia: string | null;
  decidedAt: Date | null;
  comment: string | null;
  expiresAt: Date;
};

/**
 * What an approver's link shows: the choice, why it needs approval, and where it stands.
 * Reading decides nothing (a mail scanner may open the link). A request whose choice has
 * since changed reads as superseded. Null: no such link.
 */
export async function readApproval(token: string, now = new Date()): Promise<ApprovalView | null> {
  if (!isApprovalTokenShape(token)) return null;
  const db = getPrisma();
  const link = await db.approvalLink.findUnique({ where: { tokenHash: hashApprovalToken(token) }, select: { approverName: true, approval: true } });
  if (!link) return null;
  const a = link.approval;
  const [client, tracked, choice] = await Promise.all([
    db.client.findFirst({ where: { id: a.clientId, organizationId: a.organizationId }, select: { name: true } }),
    db.trackedEnquiry.findFirst({ where: { organizationId: a.organizationId, reference: a.serviceReference }, select: { placeLabel: true, checkIn: true, checkOut: true, leadGuestName: true } }),
    db.shareChoice.findUnique({ where: { shareLinkId: a.shareLinkId }, select: { chosenAt: true } }),
  ]);
  const stale = a.status === "PENDING" && choice?.chosenAt.getTime() !== a.chosenAt.getTime();
  const status = stale ? "SUPERSEDED" : a.status === "PENDING" && a.expiresAt <= now ? "EXPIRED" : (a.status as ApprovalView["status"]);
  return {
    approverName: link.approverName,
    clientName: client?.name ?? "the client",
    stay: stayWords(tracked),
    option: `${a.propertyName} · ${a.unitName}`,
    priceLabel: a.priceLabel,
    why: a.why,
    reason: a.reason,
    status,
    decidedByName: a.decidedByName,
    decidedVia: a.decidedVia,
    decidedAt: a.decidedAt,
    comment: a.comment,
    expiresAt: a.expiresAt,
  };
}
