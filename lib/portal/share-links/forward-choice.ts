import "server-only";
import { isExtensionMissing, ServiceClientError } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import type { LiveShareLink } from "./find-share-link";
import { publishSummary } from "../live/publish-summary";

/** APPROVAL: waiting for the client's approver; DECLINED: the approver said no (lib/portal/approvals). */
export type Forwarded = "PENDING" | "SENT" | "UNSUPPORTED" | "FAILED" | "APPROVAL" | "DECLINED";

/**
 * Passes the client's choice to the provider through the client-preference extension.
 * The built-in service has it; a remote provider without it answers 404, and the enquiry
 * page then offers the agent a prepared message instead. Only the choice it was called
 * for is marked: a newer choice on the same link is left to its own call.
 */
export async function forwardChoice(
  link: Pick<LiveShareLink, "id" | "organizationId" | "serviceReference">,
  choice: { connectionId: string; providerReference: string; quoteId: string; quoteItemId: string; unitName: string; note: string | null; chosenAt: Date },
): Promise<void> {
  let forwarded: Forwarded;
  try {
    // To the provider whose option it is.
    const client = await getServiceClient(link.organizationId, choice.connectionId);
    await client.setClientPreference(choice.providerReference, { quoteId: choice.quoteId, quoteItemId: choice.quoteItemId, unitName: choice.unitName, note: choice.note });
    forwarded = "SENT";
  } catch (error) {
    if (isExtensionMissing(error)) forwarded = "UNSUPPORTED";
    else if (error instanceof ServiceClientError || error instanceof PortalError) {
      console.error(`[share] passing a choice on ${link.serviceReference} to the provider: ${error.message}`);
      forwarded = "FAILED";
    } else throw error;
  }
  const updated = await getPrisma().shareChoice.updateMany({ where: { shareLinkId: link.id, chosenAt: choice.chosenAt }, data: { forwarded } });
  if (updated.count > 0) await publishSummary(link.organizationId, { reference: link.serviceReference });
}
