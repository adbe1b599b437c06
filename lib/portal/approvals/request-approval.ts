import "server-only";
import { randomUUID } from "node:crypto";
import type { DbTx } from "@/lib/db/prisma";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { formatStay } from "@/lib/shared/format";
import { getPortalUrl } from "../portal-url";
import type { ApprovalNeed } from "./approval-need";
import { APPROVAL_LINK_DAYS, hashApprovalToken, newApprovalToken } from "./approval-token";

export type ApprovalRequest = {
  organizationId: string;
  shareLinkId: string;
  /** The agency enquiry's reference. */
  serviceReference: string;
  chosenAt: Date;
  quoteId: string;
  quoteItemId: string;
  propertyName: string;
  unitName: string;
  priceLabel: string | null;
  reason: string;
  need: ApprovalNeed;
};

/**
 * Asks the client's approvers to decide a choice, in the transaction that saves it: the
 * link's earlier requests still waiting are superseded (see supersedeApprovals), the
 * request is kept, and each approver is mailed a link of their own. The mails exist
 * exactly when the choice does; the caller signals the mail worker after the commit.
 */
export async function requestApproval(tx: DbTx, request: ApprovalRequest, now = new Date()): Promise<void> {
  await supersedeApprovals(tx, request.shareLinkId);
  const tracked = await tx.trackedEnquiry.findFirst({
    where: { organizationId: request.organizationId, reference: request.serviceReference },
    select: { placeLabel: true, checkIn: true, checkOut: true, leadGuestName: true },
  });
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + APPROVAL_LINK_DAYS * 24 * 3600_000);
  const links = request.need.approvers.map((approver) => ({ token: newApprovalToken(), ...approver }));
  await tx.choiceApproval.create({
    data: {
      id,
      organizationId: request.organizationId,
      shareLinkId: request.shareLinkId,
      serviceReference: request.serviceReference,
      clientId: request.need.clientId,
      quoteId: request.quoteId,
      quoteItemId: request.quoteItemId,
      chosenAt: request.chosenAt,
      propertyName: request.propertyName,
      unitName: request.unitName,
      priceLabel: request.priceLabel,
      why: request.need.why,
      reason: request.reason,
      expiresAt,
      links: { create: links.map((l) => ({ tokenHash: hashApprovalToken(l.token), approverName: l.name, approverEmail: l.email })) },
    },
  });
  const stay = stayWords(tracked);
  for (const link of links) {
    await enqueueMail(
      {
        kind: "approval-request",
        dedupeKey: `approval:${id}:${link.email.toLowerCase()}`,
        recipient: link.email,
        organizationId: request.organizationId,
        data: {
          approverName: link.name,
          clientName: request.need.clientName,
          stay,
          option: `${request.propertyName} · ${request.unitName}`.slice(0, 300),
          ...(request.priceLabel ? { price: request.priceLabel } : {}),
          why: request.need.why.slice(0, 300),
          reason: request.reason,
          link: `${getPortalUrl()}/approve/${link.token}`,
          expiresAt: expiresAt.toISOString(),
        },
      },
      tx,
    );
  }
}

/** The link's requests still waiting: a newer choice on the link replaces them. */
export async function supersedeApprovals(tx: DbTx, shareLinkId: string): Promise<void> {
  await tx.choiceApproval.updateMany({ where: { shareLinkId, status: "PENDING" }, data: { status: "SUPERSEDED" } });
}

/** "London, United Kingdom, 3–10 Mar 2027, for Ada Lovelace". */
export function stayWords(tracked: { placeLabel: string; checkIn: string | null; checkOut: string | null; leadGuestName: string | null } | null): string {
  if (!tracked) return "the stay your agent arranged";
  const dates = tracked.checkIn && tracked.checkOut ? `, ${formatStay(tracked.checkIn, tracked.checkOut)}` : "";
  const guest = tracked.leadGuestName ? `, for ${tracked.leadGuestName}` : "";
  return `${tracked.placeLabel}${dates}${guest}`.slice(0, 300);
}
