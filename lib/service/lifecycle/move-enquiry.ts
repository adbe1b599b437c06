import type { EventType } from "@/lib/contract/event";
import type { ProblemCode } from "@/lib/contract/problem";
import { dbTime } from "@/lib/db/db-time";
import type { DbTx } from "@/lib/db/prisma";
import { sqlPair } from "@/lib/db/sql";
import { ENQUIRY_COLUMNS, enquiryFromRow, type EnquiryRow } from "../enquiries/enquiry-row";
import type { EnquiryRecord } from "../enquiries/to-wire-enquiry";
import { ServiceError, notFound } from "../errors";
import { enquiryEventData } from "../events/enquiry-event-data";
import { writeChange, type Change, type ModelChange } from "../events/write-change";
import { newId } from "../ids";
import type { QuoteDraft } from "../quotes/build-quote";
import { storeQuote } from "../quotes/store-quote";
import { advanceBooking } from "./advance-booking";
import { isBookingMove, type BookingMove } from "./booking-lifecycle";
import { createBooking } from "./create-booking";
import { planMove, type EnquiryFacts, type MoverKind, type Step } from "./enquiry-lifecycle";

/** The enquiry to move: within `accountId` when given (the API's), any account's otherwise (the back office's). */
export type EnquiryKey = { serviceReference: string; accountId?: string };

export type MovingSandbox = { kind: "SANDBOX"; name: string };
export type MovingSpecialist = { kind: "SPECIALIST"; id: string; name: string };
export type MovingClient = { kind: "CLIENT"; name: string };

/** The move asked for, with what it needs besides the rules. */
export type MoveInput =
  | { move: "ASSIGN" | "SHORTLIST" | "REOPEN" }
  | { move: "CLOSE"; closureReason: string | null }
  | { move: "QUOTE"; draft: (db: DbTx, enquiry: EnquiryRecord, now: Date) => Promise<QuoteDraft> }
  | { move: "ACCEPT_QUOTE_ITEM"; quoteId: string; quoteItemId: string }
  | { move: BookingMove };

export type MoveOutcome = {
  /** The enquiry as the move found it. */
  before: EnquiryFacts;
  /** The state it left it in. */
  to: string;
  quote?: { id: string; items: number };
  booking?: { reference: string; state: string };
};

// Each mover's words for a refused move or a lost race: the sandbox answers as its API
// operations do, the back office with a conflict (409).
const REFUSALS: Record<MoverKind, { code: ProblemCode; changedMeanwhile: string }> = {
  SANDBOX: { code: "SANDBOX_SPECIFIC_ACTION_ERROR", changedMeanwhile: "The enquiry changed state meanwhile; try again." },
  SPECIALIST: { code: "STATE_CONFLICT", changedMeanwhile: "The enquiry changed meanwhile; reload it and try again." },
  CLIENT: { code: "STATE_CONFLICT", changedMeanwhile: "The enquiry changed meanwhile; read it again and try again." },
};

// The enquiry and what the rules need besides, in one statement. PostgreSQL locks the row
// for the transaction (FOR UPDATE); on SQLite the process's one connection runs one
// transaction at a time. The UPDATE is guarded on the row as read all the same, so that
// no writer, in any process, can interleave two moves of one enquiry.
function findForMove(scoped: boolean) {
  const text = `SELECT ${ENQUIRY_COLUMNS}, "updatedAt",
      EXISTS (SELECT 1 FROM "Quote" q WHERE q."accountId" = e."accountId" AND q."enquiryId" = e.id AND q.state = 'ACTIVE') AS "hasActiveQuote",
      (SELECT b.state FROM "Booking" b WHERE b."enquiryId" = e.id ORDER BY b."createdAt" DESC, b.id DESC LIMIT 1) AS "bookingState"
    FROM "Enquiry" e WHERE e."serviceReference" = ?${scoped ? ` AND e."accountId" = ?` : ""}`;
  return sqlPair({ sqlite: text, postgres: `${text} FOR UPDATE OF e` });
}
const FIND_IN_ACCOUNT = findForMove(true);
const FIND_ANY = findForMove(false);
type FoundRow = EnquiryRow & { updatedAt: string; hasActiveQuote: unknown; bookingState: string | null };

const SAVE = sqlPair({
  sqlite: `UPDATE "Enquiry" SET state = ?, "specialistName" = ?, "closureReason" = ?, "updatedAt" = ?
    WHERE id = ? AND state = ? AND "updatedAt" = ?`,
  postgres: `UPDATE "Enquiry" SET state = ?, "specialistName" = ?, "closureReason" = ?, "updatedAt" = ?::timestamp
    WHERE id = ? AND state = ? AND "updatedAt" = ?::timestamp`,
});
const LOG = sqlPair({
  sqlite: `INSERT INTO "SpecialistAction" (id, "enquiryId", "specialistId", action, summary, "createdAt") VALUES (?, ?, ?, ?, ?, ?)`,
  postgres: `INSERT INTO "SpecialistAction" (id, "enquiryId", "specialistId", action, summary, "createdAt") VALUES (?, ?, ?, ?, ?, ?::timestamp)`,
});

/**
 * Moves an enquiry by the lifecycle (enquiry-lifecycle.ts), for the sandbox or a
 * specialist, as one change: read the enquiry, ask the rules, make each step and record
 * its events in order (each with the enquiry as that step leaves it), save the enquiry
 * guarded on what was read, and, for a specialist, log who did it (`log` says what). A
 * refused move, or one that lost a race, changes nothing.
 *
 * A move whose work goes through Prisma's models (a quote, a booking) runs on a change
 * with models; the others on statements alone, the sandbox's hot path.
 */
export async function moveEnquiry(
  key: EnquiryKey,
  mover: MovingSandbox | MovingSpecialist | MovingClient,
  input: MoveInput,
  log?: (outcome: MoveOutcome) => string,
): Promise<MoveOutcome> {
  return withModels(input)
    ? writeChange({ models: true }, (change) => moveEnquiryWithin(change, key, mover, input, log))
    : writeChange((change) => moveEnquiryWithin(change, key, mover, input, log));
}

/**
 * The same move as one part of a change already being written (an accepted cancellation
 * of a booking cancels it by the lifecycle, in the acceptance's transaction): its events
 * are recorded in that change, after what the change recorded before. A move whose work
 * goes through Prisma's models needs a change with models.
 */
export async function moveEnquiryWithin(
  change: Change | ModelChange,
  key: EnquiryKey,
  mover: MovingSandbox | MovingSpecialist | MovingClient,
  input: MoveInput,
  log?: (outcome: MoveOutcome) => string,
): Promise<MoveOutcome> {
  const db = "db" in change ? change.db : null;
  const refusals = REFUSALS[mover.kind];
  const row = key.accountId
    ? await change.sql.get<FoundRow>(FIND_IN_ACCOUNT, [key.serviceReference, key.accountId])
    : await change.sql.get<FoundRow>(FIND_ANY, [key.serviceReference]);
  if (!row) throw notFound(`Enquiry ${key.serviceReference}`);
  const before: EnquiryFacts = {
    serviceReference: row.serviceReference,
    state: row.state,
    specialistName: row.specialistName,
    hasActiveQuote: Boolean(row.hasActiveQuote),
    bookingState: row.bookingState,
  };
  const plan = planMove(before, input.move, mover);
  if (!plan.ok) throw new ServiceError(refusals.code, plan.reason);

  const enquiry = enquiryFromRow(row);
  const now = new Date();
  const outcome: MoveOutcome = { before, to: plan.to };
  const emit = (type: EventType) => change.record({ accountId: enquiry.accountId, type, enquiryId: enquiry.id, data: enquiryEventData(enquiry) });
  const models = (): ModelChange => {
    if (!db) throw new Error(`A ${input.move} move was written without Prisma's models.`);
    return { ...change, db };
  };
  for (const step of plan.steps) await makeStep(step, { enquiry, input, mover, now, outcome, emit, models });

  const saved = await change.sql.run(SAVE, [
    enquiry.state,
    enquiry.specialistName,
    enquiry.closureReason,
    dbTime(now.getTime()),
    enquiry.id,
    row.state,
    row.updatedAt,
  ]);
  if (saved !== 1) throw new ServiceError(refusals.code, refusals.changedMeanwhile);
  if (mover.kind === "SPECIALIST") {
    const action = isBookingMove(input.move) ? `BOOKING_${input.move}` : input.move;
    await change.sql.run(LOG, [newId(), enquiry.id, mover.id, action, log?.(outcome) ?? action, dbTime(now.getTime())]);
  }
  return outcome;
}

function withModels(input: MoveInput): boolean {
  return input.move === "QUOTE" || input.move === "ACCEPT_QUOTE_ITEM" || isBookingMove(input.move);
}

type StepContext = {
  /** The enquiry as the steps so far leave it. */
  enquiry: EnquiryRecord;
  input: MoveInput;
  mover: { name: string };
  now: Date;
  outcome: MoveOutcome;
  /** Records an ENQUIRY.* event with the enquiry as it is at this point. */
  emit: (type: EventType) => Promise<unknown>;
  models: () => ModelChange;
};

// Each step's changes and events, in the order the lifecycle lists the events.
async function makeStep({ move, to }: Step, { enquiry, input, mover, now, outcome, emit, models }: StepContext): Promise<void> {
  switch (move) {
    case "ASSIGN":
      enquiry.specialistName = mover.name;
      await emit("ENQUIRY.SPECIALIST_ASSIGNED");
      return;
    case "SHORTLIST":
      if (!enquiry.specialistName) {
        enquiry.specialistName = mover.name;
        await emit("ENQUIRY.SPECIALIST_ASSIGNED");
      }
      enquiry.state = to;
      await emit("ENQUIRY.SHORTLISTING");
      return;
    case "QUOTE": {
      if (input.move !== "QUOTE") throw new Error("A QUOTE step needs the quote's draft.");
      const change = models();
      const draft = await input.draft(change.db, enquiry, now);
      const { id } = await storeQuote(change, enquiry, draft, now);
      outcome.quote = { id, items: draft.items.length };
      enquiry.state = to;
      await emit("ENQUIRY.QUOTED");
      return;
    }
    case "CLOSE":
      enquiry.state = to;
      enquiry.closureReason = input.move === "CLOSE" ? input.closureReason : null;
      await emit("ENQUIRY.CLOSED");
      return;
    case "REOPEN":
      enquiry.state = to;
      enquiry.closureReason = null;
      await emit("ENQUIRY.REOPENED");
      return;
    case "ACCEPT_QUOTE_ITEM":
      if (input.move !== "ACCEPT_QUOTE_ITEM") throw new Error("An ACCEPT_QUOTE_ITEM step needs the quote item.");
      enquiry.state = to;
      outcome.booking = await createBooking(models(), enquiry, input, now);
      return;
    default:
      enquiry.state = to;
      outcome.booking = await advanceBooking(models(), enquiry, move, now);
  }
}
