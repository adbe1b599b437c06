import "server-only";
import { randomUUID } from "node:crypto";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import { getPortalUrl } from "../portal-url";
import type { MemberContext } from "../session/get-member";
import { hashShareToken, newShareToken, SHARE_LINK_DAYS } from "./share-token";
import { toPortalErrorFromClient } from "../client-errors";
import { getEnquiryView } from "../enquiries/get-enquiry-view";
import { activeAndEarlier, readPresentQuotes } from "../enquiries/read-latest-quotes";
import type { SharedQuoteRef } from "./find-share-link";

/**
 * A read-only link to the comparison of the enquiry's ACTIVE quotes, one per provider that
 * has one, for the agent's client. Each is read with its connection's key first, so a
 * member can only share what their organisation can see. A provider that cannot be read
 * now is left out of the link (the agent sees why on the comparison); a provider the
 * enquiry was withdrawn from is never shared. The link is returned once and never stored.
 */
export async function createShareLink(context: MemberContext, reference: string): Promise<{ url: string; expiresAt: Date }> {
  const organizationId = context.organization.id;
  const view = await getEnquiryView(context, reference);
  if (view.status === "not-found") throw new PortalError("NOT_FOUND", "No such enquiry.");
  if (view.status !== "found") throw new PortalError("SERVICE", view.status === "unavailable" ? view.message : "This enquiry cannot be read with the present keys.");
  const serviceReference = view.reference;
  const readable = view.providers.filter((p) => p.status === "found" && !p.withdrawnAt);
  const read = await Promise.all(readable.map((p) => activeQuoteOf(organizationId, p.connection.id, p.serviceReference)));
  const quotes = read.flatMap((r) => (r.status === "active" ? [r.ref] : []));
  if (quotes.length === 0) {
    // Nothing to share: say the providers' own trouble when one could not be read.
    const failed = read.find((r) => r.status === "failed");
    if (failed?.status === "failed") throw failed.error;
    throw new PortalError("CONFLICT", "This enquiry has no active quote to share yet.");
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

type ActiveRead = { status: "active"; ref: SharedQuoteRef } | { status: "none" } | { status: "failed"; error: PortalError };

async function activeQuoteOf(organizationId: string, connectionId: string, serviceReference: string): Promise<ActiveRead> {
  try {
    const { active } = activeAndEarlier(await readPresentQuotes(organizationId, connectionId, serviceReference));
    return active ? { status: "active", ref: { connectionId, serviceReference, quoteId: active.id } } : { status: "none" };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return { status: "none" };
    if (error instanceof ServiceClientError) return { status: "failed", error: toPortalErrorFromClient(error, "no link was made") };
    if (error instanceof PortalError) return { status: "failed", error };
    throw error;
  }
}
