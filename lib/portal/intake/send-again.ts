import "server-only";
import type { CreateEnquiryRequest } from "@/lib/contract/enquiry";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { dispatchEnquiry, type Dispatch } from "./create-enquiry";

/**
 * Sends the agency enquiry again to the providers that refused it, with the request as it
 * was first sent: a provider that takes it now joins the enquiry and its refusal goes; one
 * that refuses again has its new reason recorded. A removed provider is not sent to. The
 * audit trail records it once the providers have answered (what was sent lies with them),
 * naming who took it and who refused it again.
 */
export async function sendAgain(context: MemberContext, reference: string): Promise<Dispatch> {
  const organizationId = context.organization.id;
  const db = getPrisma();
  const enquiry = await db.trackedEnquiry.findFirst({
    where: { organizationId, reference },
    select: { id: true, request: true, refusals: { select: { connectionId: true } } },
  });
  if (!enquiry) throw new PortalError("NOT_FOUND", `Enquiry ${reference} is not one of this organisation's.`);
  if (enquiry.refusals.length === 0) throw new PortalError("CONFLICT", "Every provider has taken this enquiry: there is nothing to send again.");
  if (!enquiry.request) {
    throw new PortalError("CONFLICT", "The details this enquiry was sent with are no longer kept here, so it cannot be sent again. Send a new enquiry to those providers instead.");
  }
  const recipients = await db.serviceConnection.findMany({
    where: { organizationId, removedAt: null, id: { in: enquiry.refusals.map((r) => r.connectionId) } },
    orderBy: { createdAt: "asc" },
    select: { id: true, name: true },
  });
  if (recipients.length === 0) throw new PortalError("CONFLICT", "The providers that refused this enquiry have been removed from the organisation's connections.");
  const dispatch = await dispatchEnquiry(context, JSON.parse(enquiry.request) as CreateEnquiryRequest, recipients, { enquiryId: enquiry.id });
  await recordAudit(await memberAudit(context, "enquiry-sent-again", sentAgainSummary(dispatch, recipients)));
  return dispatch;
}

/** "Enquiry R1 sent again to Citadel, Meridian: Citadel took it; Meridian refused it again." */
function sentAgainSummary(dispatch: Dispatch, recipients: { id: string; name: string }[]): string {
  const refused = new Set(dispatch.refused.map((r) => r.connection.id));
  const took = recipients.filter((r) => !refused.has(r.id)).map((r) => r.name);
  const again = recipients.filter((r) => refused.has(r.id)).map((r) => r.name);
  const parts = [took.length > 0 ? `${took.join(", ")} took it` : null, again.length > 0 ? `${again.join(", ")} refused it again` : null];
  return `Enquiry ${dispatch.reference} sent again to ${recipients.map((r) => r.name).join(", ")}: ${parts.filter(Boolean).join("; ")}.`;
}
