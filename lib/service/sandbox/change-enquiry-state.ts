import type { ChangeStateRequest } from "@/lib/contract/sandbox";
import type { EventType } from "@/lib/contract/event";
import { writeTransaction } from "@/lib/db/raw";
import { sql, sqlPair } from "@/lib/db/sql";
import { dbTime } from "@/lib/db/db-time";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { ServiceError, notFound } from "../errors";
import { enquiryEventData } from "../events/enquiry-event-data";
import { inTransaction } from "../events/in-transaction";
import { signalOutbox } from "../events/outbox-signal";
import { recordEvent, recordEventNow } from "../events/record-event";
import { issueQuote } from "../quotes/issue-quote";
import { planStateChange, type Step } from "./plan-state-change";
import { sandboxSpecialist } from "./sandbox-specialist";

/** What a move reads of the enquiry: the fields its events carry. */
type Moving = Pick<EnquiryRecord, "serviceReference" | "externalId" | "clientReference" | "state" | "closureReason" | "specialistName" | "createdAt">;

/**
 * Walks the plan's steps on `enquiry`, recording each step's events in order, with the
 * enquiry as it is after that step. `quote` sends the quote of a QUOTE step.
 */
async function walk(enquiry: Moving, steps: Step[], request: ChangeStateRequest, emit: (type: EventType) => Promise<unknown>, quote: () => Promise<unknown>) {
  for (const step of steps) {
    if (step === "SHORTLIST") {
      if (!enquiry.specialistName) {
        enquiry.specialistName = sandboxSpecialist(enquiry.serviceReference);
        await emit("ENQUIRY.SPECIALIST_ASSIGNED");
      }
      enquiry.state = "SHORTLISTING";
      await emit("ENQUIRY.SHORTLISTING");
    } else if (step === "QUOTE") {
      await quote();
      enquiry.state = "QUOTED";
      await emit("ENQUIRY.QUOTED");
    } else {
      enquiry.state = "CLOSED";
      enquiry.closureReason = request.closureReason ?? null;
      await emit("ENQUIRY.CLOSED");
    }
  }
}

function refused(reason: string): ServiceError {
  return new ServiceError("SANDBOX_SPECIFIC_ACTION_ERROR", reason);
}

const CHANGED_MEANWHILE = "The enquiry changed state meanwhile; try again.";

// The moves without a quote run on writeTransaction, on statements prepared once (a
// change-state through Prisma's interactive transaction cost about three times as much).
// PostgreSQL locks the row for the transaction (FOR UPDATE); SQLite's IMMEDIATE
// transaction already holds the write lock. The UPDATE is guarded on the state read all
// the same, so that no writer, in any process, can interleave two moves of one enquiry.
const FIND_FOR_MOVE = sqlPair({
  sqlite: `SELECT state, "closureReason", "specialistName", "serviceReference", "externalId", "clientReference", "createdAt"
    FROM "Enquiry" WHERE id = ? AND "accountId" = ?`,
  postgres: `SELECT state, "closureReason", "specialistName", "serviceReference", "externalId", "clientReference", "createdAt"
    FROM "Enquiry" WHERE id = ? AND "accountId" = ? FOR UPDATE`,
});
const MOVE = sql(`UPDATE "Enquiry" SET state = ?, "specialistName" = ?, "closureReason" = ?, "updatedAt" = ?
  WHERE id = ? AND "accountId" = ? AND state = ?`);

async function moveWithoutQuote(accountId: string, enquiryId: string, id: string, request: ChangeStateRequest): Promise<void> {
  await writeTransaction(async (tx) => {
    const found = await tx.get<Omit<Moving, "createdAt"> & { createdAt: string }>(FIND_FOR_MOVE, [enquiryId, accountId]);
    if (!found) throw notFound(`Enquiry ${id}`);
    const plan = planStateChange(found.state, request.enquiryState);
    if (!plan.ok) throw refused(plan.reason);
    const enquiry: Moving = { ...found, createdAt: new Date(found.createdAt) };
    const emit = (type: EventType) => recordEventNow(tx, { accountId, type, enquiryId, data: enquiryEventData(enquiry) });
    await walk(enquiry, plan.steps, request, emit, () => Promise.reject(new Error("A move without a quote planned a quote.")));
    const moved = await tx.run(MOVE, [
      enquiry.state,
      enquiry.specialistName,
      enquiry.closureReason,
      dbTime(Date.now()),
      enquiryId,
      accountId,
      found.state,
    ]);
    if (moved !== 1) throw refused(CHANGED_MEANWHILE);
  });
  // After the commit, never before: the worker would find nothing to send.
  signalOutbox();
}

// A move to QUOTED builds a quote from the inventory (which may generate properties near
// the enquiry) through Prisma, shared with the back office: it stays on an interactive
// transaction.
async function moveWithQuote(accountId: string, enquiryId: string, id: string, request: ChangeStateRequest): Promise<void> {
  await inTransaction(async (tx) => {
    const found = await tx.enquiry.findFirst({ where: { id: enquiryId, accountId } });
    if (!found) throw notFound(`Enquiry ${id}`);
    const plan = planStateChange(found.state, request.enquiryState);
    if (!plan.ok) throw refused(plan.reason);
    const enquiry = { ...found };
    const now = new Date();
    const emit = (type: EventType) => recordEvent(tx, { accountId, type, enquiryId, data: enquiryEventData(enquiry) });
    await walk(enquiry, plan.steps, request, emit, () => issueQuote(tx, enquiry, now));
    const { count } = await tx.enquiry.updateMany({
      where: { id: enquiryId, accountId, state: found.state },
      data: { state: enquiry.state, specialistName: enquiry.specialistName, closureReason: enquiry.closureReason, updatedAt: now },
    });
    if (count !== 1) throw refused(CHANGED_MEANWHILE);
  });
}

/**
 * The sandbox's change-state: moves the enquiry forward, through every state on the way,
 * recording each step's event in order (with the enquiry as it is after that step), all
 * in one transaction with the change itself. A refused move changes nothing.
 */
export async function changeEnquiryState(accountId: string, id: string, request: ChangeStateRequest): Promise<void> {
  const { id: enquiryId } = await getEnquiryOrThrow(accountId, id);
  // Only a move to QUOTED has a QUOTE step (planStateChange), whatever the current state.
  const move = request.enquiryState === "QUOTED" ? moveWithQuote : moveWithoutQuote;
  await move(accountId, enquiryId, id, request);
}
