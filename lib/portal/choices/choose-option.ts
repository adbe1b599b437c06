import "server-only";
import { ServiceClientError, ServiceProblemError } from "@/lib/client";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "../connections/get-service-client";
import { PortalError } from "../errors";
import { findLiveShareLink, liveLinkWhere, type LiveShareLink, type SharedQuoteRef } from "../share-links/find-share-link";
import { recordChoiceEvent } from "./choice-event";
import type { ChoiceInput } from "./choice-input";
import { choiceLock, LOCK_MESSAGES } from "./choice-lock";
import { forwardChoice } from "./forward-choice";

export type SavedChoice = { propertyName: string; unitName: string; note: string | null; chosenAt: Date };

const gone = () => new PortalError("NOT_FOUND", LOCK_MESSAGES.gone);

/**
 * The client's choice on a share link (no session: the token is the key). One choice per
 * link, changeable until the agent acts on the enquiry (see choiceLock). The link is
 * checked again inside the write, so a link revoked or expiring meanwhile changes
 * nothing, and the choice is one row per link written in one statement, so two tabs
 * choosing at once leave one choice (the later one). `followUp` passes the choice on to
 * the provider; the caller runs it after answering.
 */
export async function chooseOption(input: ChoiceInput): Promise<{ choice: SavedChoice; followUp: () => Promise<void> }> {
  const link = await findLiveShareLink(input.token);
  if (!link) throw gone();
  const { quote, shared } = await readLinkedQuote(link);
  const item = quote.items[input.option.item];
  const unit = item?.property.units?.[input.option.unit];
  if (!item || !unit) throw new PortalError("INVALID", "Choose one of the options.", { option: ["Choose one of the options."] });

  const db = getPrisma();
  const chosenAt = new Date();
  const propertyName = item.property.propertyName;
  const fields = { connectionId: shared.connectionId, providerReference: shared.serviceReference, quoteId: quote.id, quoteItemId: item.id, propertyName, unitName: unit.unitName, note: input.note, chosenAt, forwarded: "PENDING" };
  const changed = await db.$transaction(async (tx) => {
    // Writing the link's row first holds it (PostgreSQL's row lock, SQLite's one writer):
    // a revocation either lands before (nothing is written) or waits until after.
    const live = await tx.shareLink.updateMany({ where: liveLinkWhere(link.id, chosenAt), data: { revokedAt: null } });
    if (live.count === 0) throw gone();
    const before = await tx.shareChoice.findUnique({ where: { shareLinkId: link.id }, select: { chosenAt: true } });
    await tx.shareChoice.upsert({
      where: { shareLinkId: link.id },
      create: { shareLinkId: link.id, organizationId: link.organizationId, serviceReference: link.serviceReference, ...fields },
      update: fields,
    });
    await tx.trackedEnquiry.updateMany({
      where: { organizationId: link.organizationId, reference: link.serviceReference },
      data: { choiceLabel: `${propertyName} · ${unit.unitName}`, choiceAt: chosenAt },
    });
    return before !== null;
  });

  await recordChoiceEvent({
    organizationId: link.organizationId,
    serviceReference: link.serviceReference,
    connectionId: shared.connectionId,
    providerReference: shared.serviceReference,
    occurredAt: chosenAt,
    data: { propertyName, unitName: unit.unitName, linkHint: link.tokenHint, changed },
  });
  return {
    choice: { propertyName, unitName: unit.unitName, note: input.note, chosenAt },
    followUp: () => forwardChoice(link, { connectionId: shared.connectionId, providerReference: shared.serviceReference, quoteId: quote.id, quoteItemId: item.id, unitName: unit.unitName, note: input.note, chosenAt }),
  };
}

/** The quote the link shows, as the provider holds it now, if the client may still choose on it. */
async function readLinkedQuote(link: LiveShareLink): Promise<{ quote: ReceivedQuote; shared: SharedQuoteRef }> {
  const [shared] = link.quotes;
  if (!shared) throw gone();
  try {
    const client = await getServiceClient(link.organizationId, shared.connectionId);
    const enquiry = await client.getEnquiry(shared.serviceReference);
    const page = await client.listQuotes({ serviceEnquiryReference: shared.serviceReference, pageSize: 100, sort: "createdAt", order: "desc" });
    const quote = page.data.find((q) => q.id === shared.quoteId);
    if (!quote) throw gone();
    const lock = choiceLock(enquiry, quote);
    if (lock) throw new PortalError("CONFLICT", LOCK_MESSAGES[lock]);
    return { quote, shared };
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) throw gone();
    if (error instanceof PortalError && (error.code === "CONFLICT" || error.code === "NOT_FOUND")) throw error;
    if (error instanceof ServiceClientError || error instanceof PortalError) {
      // The client is the agency's guest: the agency's key or the provider's state are not theirs to hear about.
      console.error(`[share] choice on a link to ${link.serviceReference}: ${error.message}`);
      throw new PortalError("SERVICE", "Your choice could not be saved just now. Please try again in a few minutes.");
    }
    throw error;
  }
}
