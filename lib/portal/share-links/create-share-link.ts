import "server-only";
import { randomUUID } from "node:crypto";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { getPortalUrl } from "../portal-url";
import { readEnquiryQuotes } from "../quotes/read-enquiry-quotes";
import type { MemberContext } from "../session/get-member";
import { hashShareToken, newShareToken, SHARE_LINK_DAYS } from "./share-token";
import { toPortalErrorFromClient } from "../client-errors";
import { getEnquiryView } from "../enquiries/get-enquiry-view";
import type { SharedQuoteRef } from "./find-share-link";

/**
 * A read-only link to the comparison of the enquiry's ACTIVE quote, for the agent's
 * client. The enquiry is read with the organisation's key first, so a member can only
 * share what their organisation can see. The link is returned once and never stored.
 */
export async function createShareLink(context: MemberContext, reference: string): Promise<{ url: string; expiresAt: Date }> {
  const organizationId = context.organization.id;
  const view = await getEnquiryView(context, reference);
  if (view.status === "not-found") throw new PortalError("NOT_FOUND", "No such enquiry.");
  if (view.status !== "found") throw new PortalError("SERVICE", view.status === "unavailable" ? view.message : "This enquiry cannot be read with the present keys.");
  const serviceReference = view.reference;
  let quotes: SharedQuoteRef[];
  try {
    const { connectionId, serviceReference: providerReference } = view.lead;
    const { active } = await readEnquiryQuotes(await getServiceClient(organizationId, connectionId), providerReference);
    if (!active) throw new PortalError("CONFLICT", "This enquiry has no active quote to share yet.");
    quotes = [{ connectionId, serviceReference: providerReference, quoteId: active.id }];
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) throw new PortalError("NOT_FOUND", "No such enquiry.");
    if (error instanceof ServiceClientError) throw toPortalErrorFromClient(error, "no link was made");
    throw error;
  }
  const token = newShareToken();
  const expiresAt = new Date(Date.now() + SHARE_LINK_DAYS * 86_400_000);
  const audit = await memberAudit(context, "share-link-created", `Share link …${token.slice(-4)} made for ${serviceReference}, valid until ${expiresAt.toISOString().slice(0, 10)}.`);
  await getPrisma().$transaction(async (tx) => {
    await tx.shareLink.create({
    data: {
      id: randomUUID(),
      organizationId,
      serviceReference,
      quotes: JSON.stringify(quotes),
      tokenHash: hashShareToken(token),
      tokenHint: token.slice(-4),
      createdById: context.user.id,
      expiresAt,
    },
    });
    await recordAudit(audit, tx);
  });
  return { url: `${getPortalUrl()}/share/${token}`, expiresAt };
}
