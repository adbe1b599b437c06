import type { EventType } from "@/lib/contract/event";
import type { DbTx } from "@/lib/db/prisma";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { ServiceError, notFound } from "../errors";
import { enquiryEventData } from "../events/enquiry-event-data";
import { inTransaction } from "../events/in-transaction";
import { recordEvent } from "../events/record-event";
import { newId } from "../ids";
import type { Actor } from "./actor";
import type { EnquiryFacts, EnquiryPlan } from "./enquiry-moves";

export type MoveContext = {
  tx: DbTx;
  /** The enquiry as the move leaves it: change `state`, `specialistName`, `closureReason`. */
  enquiry: EnquiryRecord;
  /** Where the plan said the move goes. */
  to: string;
  now: Date;
  /** Records an ENQUIRY.* event with the enquiry as it is at this point. */
  emit: (type: EventType) => Promise<void>;
  /** Records any other event (quote, booking) for this enquiry. */
  record: (type: EventType, data: unknown) => Promise<void>;
};

export type MoveSpec<T> = {
  /** The log's name of the action (SpecialistAction.action). */
  action: string;
  plan: (facts: EnquiryFacts, tx: DbTx) => EnquiryPlan | Promise<EnquiryPlan>;
  /** Does the move's work; returns the log line and anything the caller needs. */
  apply: (ctx: MoveContext) => Promise<{ summary: string; result: T }>;
};

/**
 * One back-office move of an enquiry (any account's: the provider's staff see them
 * all): in one transaction, read the enquiry, ask the rules, do the work and record its
 * events (the outbox), save the enquiry guarded on what was read, and log who did it.
 * A refused move, or one that lost a race, changes nothing.
 */
export async function runEnquiryMove<T>(serviceReference: string, actor: Actor, spec: MoveSpec<T>): Promise<T> {
  return inTransaction(async (tx) => {
    const found = await tx.enquiry.findUnique({ where: { serviceReference } });
    if (!found) throw notFound(`Enquiry ${serviceReference}`);
    const activeQuotes = await tx.quote.count({ where: { accountId: found.accountId, enquiryId: found.id, state: "ACTIVE" } });
    const plan = await spec.plan({ state: found.state, specialistName: found.specialistName, hasActiveQuote: activeQuotes > 0 }, tx);
    if (!plan.ok) throw new ServiceError("STATE_CONFLICT", plan.reason);

    const enquiry: EnquiryRecord = { ...found };
    const now = new Date();
    const record = async (type: EventType, data: unknown) => {
      await recordEvent(tx, { accountId: found.accountId, type, enquiryId: found.id, data });
    };
    const emit = (type: EventType) => record(type, enquiryEventData(enquiry));
    const { summary, result } = await spec.apply({ tx, enquiry, to: plan.to, now, emit, record });

    // Guarded on the row as read: a second specialist acting at the same moment gets a
    // clear error instead of a silent double move.
    const { count } = await tx.enquiry.updateMany({
      where: { id: found.id, state: found.state, updatedAt: found.updatedAt },
      data: { state: enquiry.state, specialistName: enquiry.specialistName, closureReason: enquiry.closureReason, updatedAt: now },
    });
    if (count !== 1) throw new ServiceError("STATE_CONFLICT", "The enquiry changed meanwhile; reload it and try again.");
    await tx.specialistAction.create({
      data: { id: newId(), enquiryId: found.id, specialistId: actor.id, action: spec.action, summary, createdAt: now },
    });
    return result;
  });
}
