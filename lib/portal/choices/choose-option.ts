import "server-only";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { findLiveShareLink, liveLinkWhere, type LiveShareLink, type SharedQuoteRef } from "../share-links/find-share-link";
import { linkLock, readLinkedQuotes } from "../share-links/read-linked-quotes";
import { recordChoiceEvent } from "./choice-event";
import type { ChoiceInput } from "./choice-input";
import { LOCK_MESSAGES } from "./choice-lock";
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
  const { quote, shared } = await readChosenQuote(link, input.option.source);
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

/**
 * The quote of the chosen option, as its provider holds it now, if the client may still
 * choose on it: not once any provider of the link has booked, nor on a quote replaced or
 * an enquiry closed at its provider. Another provider being down does not stop the choice.
 */
async function readChosenQuote(link: LiveShareLink, source: number): Promise<{ quote: ReceivedQuote; shared: SharedQuoteRef }> {
  if (!link.quotes[source]) throw new PortalError("INVALID", "Choose one of the options.", { option: ["Choose one of the options."] });
  const linked = await readLinkedQuotes(link);
  const chosen = linked[source]!;
  if (chosen.status === "gone") throw gone();
  if (chosen.status === "unavailable") {
    // The client is the agency's guest: the agency's key or the provider's state are not theirs to hear about.
    throw new PortalError("SERVICE", "Your choice could not be saved just now. Please try again in a few minutes.");
  }
  const lock = linkLock(linked) === "booked" ? "booked" : chosen.lock;
  if (lock) throw new PortalError("CONFLICT", LOCK_MESSAGES[lock]);
  return { quote: chosen.quote, shared: chosen.ref };
}
