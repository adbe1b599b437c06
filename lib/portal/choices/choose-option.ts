import "server-only";
import { shareChoiceLimiter } from "@/lib/attempt-limits/share-choice-limiter";
import type { Enquiry } from "@/lib/contract/enquiry";
import type { ReceivedQuote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { signalMail } from "@/lib/mail/mail-signal";
import { formatMoneyRounded } from "@/lib/shared/format";
import { approvalNeed } from "../approvals/approval-need";
import { choicePolicy } from "../approvals/choice-policy";
import { requestApproval, supersedeApprovals } from "../approvals/request-approval";
import { partyOf } from "../quotes/party-of";
import { stayTotal } from "../quotes/stay-total";
import { unitParty } from "../quotes/rank-units";
import { pricingForReference } from "../pricing/get-pricing";
import { clientPrice } from "../pricing/markup";
import { PortalError } from "../errors";
import { findLiveShareLink, liveLinkWhere, type LiveShareLink, type SharedQuoteRef } from "../share-links/find-share-link";
import { linkLock, readLinkedQuotes } from "../share-links/read-linked-quotes";
import { recordChoiceEvent } from "../share-links/choice-event";
import type { ChoiceInput } from "./choice-input";
import { LOCK_MESSAGES } from "../share-links/choice-lock";
import { forwardChoice } from "../share-links/forward-choice";

/** `approval`: why the choice went to the client's approver first (null: it goes to the provider). */
export type SavedChoice = { propertyName: string; unitName: string; note: string | null; chosenAt: Date; approval: string | null };

const gone = () => new PortalError("NOT_FOUND", LOCK_MESSAGES.gone);

const limiter = shareChoiceLimiter();

/**
 * The client's choice on a share link (no session: the token is the key), sent from
 * `from.address`. One choice per link, changeable until the agent acts on the enquiry (see
 * choiceLock). Every choice sent counts against the link's and the network's limits
 * (SHARE_CHOICE_LIMITS) before anything else is read. The link is checked again inside the
 * write, so a link revoked or expiring meanwhile changes nothing, and the choice is one row
 * per link written in one statement, so two tabs choosing at once leave one choice (the
 * later one). The same option with the same note as the link's present choice is saved
 * already: it records no event, e-mails nobody and is not passed on again. `followUp`
 * passes a new choice on to the provider; the caller runs it after answering.
 */
export async function chooseOption(input: ChoiceInput, from: { address: string }): Promise<{ choice: SavedChoice; followUp: () => Promise<void> }> {
  const link = await findLiveShareLink(input.token);
  if (!link) throw gone();
  const verdict = await limiter.attempt(link.id, from.address);
  if (!verdict.allowed) throw new PortalError("TOO_MANY_ATTEMPTS", verdict.message);
  const { quote, shared, enquiry } = await readChosenQuote(link, input.option.source);
  const item = quote.items[input.option.item];
  const unit = item?.property.units?.[input.option.unit];
  if (!item || !unit) throw new PortalError("INVALID", "Choose one of the options.", { option: ["Choose one of the options."] });
  const party = partyOf(enquiry);
  const provided = stayTotal(unit, party);
  // What the client pays: the agency's markup on the provider's total. The approver reads
  // it, and the client's policy is checked against it, as the share page marks the option.
  const { markup } = await pricingForReference(link.organizationId, link.serviceReference);
  const total = provided && { ...provided, totalCents: clientPrice(markup, { cents: provided.totalCents, currency: provided.currency }, unitParty(unit, party).nights ?? null).clientCents };
  const need = await approvalNeed(link.organizationId, link.serviceReference, (billed) => choicePolicy(link.organizationId, billed, total, party));
  if (need && !input.reason) {
    const reason = `Say why this option suits you: it goes to your approver first, as ${need.why}.`;
    throw new PortalError("INVALID", reason, { reason: [reason] });
  }

  const db = getPrisma();
  const chosenAt = new Date();
  const propertyName = item.property.propertyName;
  const fields = { connectionId: shared.connectionId, providerReference: shared.serviceReference, quoteId: quote.id, quoteItemId: item.id, propertyName, unitName: unit.unitName, note: input.note, chosenAt, forwarded: need ? "APPROVAL" : "PENDING" };
  const outcome = await db.$transaction(async (tx) => {
    // Writing the link's row first holds it (PostgreSQL's row lock, SQLite's one writer):
    // a revocation either lands before (nothing is written) or waits until after, and so
    // does a choice sent at the same moment, which then finds this one as the link's choice.
    const live = await tx.shareLink.updateMany({ where: liveLinkWhere(link.id, chosenAt), data: { revokedAt: null } });
    if (live.count === 0) throw gone();
    const before = await tx.shareChoice.findUnique({ where: { shareLinkId: link.id }, select: { connectionId: true, quoteId: true, quoteItemId: true, unitName: true, note: true, chosenAt: true, forwarded: true } });
    // The same option again is saved already, unless its approver declined it: then it is asked for anew.
    if (before && sameChoice(before, fields) && before.forwarded !== "DECLINED") return { saved: false as const, since: before.chosenAt, forwarded: before.forwarded };
    await tx.shareChoice.upsert({
      where: { shareLinkId: link.id },
      create: { shareLinkId: link.id, organizationId: link.organizationId, serviceReference: link.serviceReference, ...fields },
      update: fields,
    });
    await tx.trackedEnquiry.updateMany({
      where: { organizationId: link.organizationId, reference: link.serviceReference },
      data: { choiceLabel: `${propertyName} · ${unit.unitName}`, choiceAt: chosenAt },
    });
    if (need) {
      const priceLabel = total ? `${total.estimated ? "about " : ""}${formatMoneyRounded(total.totalCents, total.currency)} for the stay` : null;
      await requestApproval(tx, { organizationId: link.organizationId, shareLinkId: link.id, serviceReference: link.serviceReference, chosenAt, quoteId: quote.id, quoteItemId: item.id, propertyName, unitName: unit.unitName, priceLabel, reason: input.reason!, need }, chosenAt);
    } else await supersedeApprovals(tx, link.id);
    return { saved: true as const, changed: before !== null };
  });
  if (!outcome.saved) {
    const waiting = outcome.forwarded === "APPROVAL" ? (need?.why ?? null) : null;
    return { choice: { propertyName, unitName: unit.unitName, note: input.note, chosenAt: outcome.since, approval: waiting }, followUp: async () => undefined };
  }
  if (need) signalMail();

  await recordChoiceEvent({
    organizationId: link.organizationId,
    serviceReference: link.serviceReference,
    connectionId: shared.connectionId,
    providerReference: shared.serviceReference,
    occurredAt: chosenAt,
    data: { propertyName, unitName: unit.unitName, linkHint: link.tokenHint, changed: outcome.changed, ...(need ? { approval: true } : {}) },
  });
  if (need) return { choice: { propertyName, unitName: unit.unitName, note: input.note, chosenAt, approval: need.why }, followUp: async () => undefined };
  return {
    choice: { propertyName, unitName: unit.unitName, note: input.note, chosenAt, approval: null },
    followUp: () => forwardChoice(link, { connectionId: shared.connectionId, providerReference: shared.serviceReference, quoteId: quote.id, quoteItemId: item.id, unitName: unit.unitName, note: input.note, chosenAt }),
  };
}

type ChoiceFields = { connectionId: string; quoteId: string; quoteItemId: string; unitName: string; note: string | null };

function sameChoice(a: ChoiceFields, b: ChoiceFields): boolean {
  return a.connectionId === b.connectionId && a.quoteId === b.quoteId && a.quoteItemId === b.quoteItemId && a.unitName === b.unitName && a.note === b.note;
}

/**
 * The quote of the chosen option, as its provider holds it now (its snapshot while the
 * provider's events keep it current), if the client may still choose on it: not once any
 * provider of the link has booked, nor on a quote replaced or an enquiry closed at its
 * provider, nor on a provider the agency withdrew the enquiry from or removed. Another
 * provider being down does not stop the choice.
 */
async function readChosenQuote(link: LiveShareLink, source: number): Promise<{ quote: ReceivedQuote; shared: SharedQuoteRef; enquiry: Enquiry }> {
  if (!link.quotes[source]) throw new PortalError("INVALID", "Choose one of the options.", { option: ["Choose one of the options."] });
  const linked = await readLinkedQuotes(link, "choice");
  const chosen = linked[source]!;
  if (chosen.status === "gone") throw gone();
  // Withdrawn by the agency, or its provider removed: the page no longer offers it.
  if (chosen.status === "withdrawn") throw new PortalError("CONFLICT", LOCK_MESSAGES.withdrawn);
  if (chosen.status === "unavailable") {
    // The client is the agency's guest: the agency's key or the provider's state are not theirs to hear about.
    throw new PortalError("SERVICE", "Your choice could not be saved just now. Please try again in a few minutes.");
  }
  const lock = linkLock(linked) === "booked" ? "booked" : chosen.lock;
  if (lock) throw new PortalError("CONFLICT", LOCK_MESSAGES[lock]);
  return { quote: chosen.quote, shared: chosen.ref, enquiry: chosen.enquiry };
}
