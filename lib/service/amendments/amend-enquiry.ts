import { AmendEnquiryRequest, type EnquiryAmendment } from "@/lib/contract/amendment";
import { IDEMPOTENCY_KEY } from "@/lib/contract/message";
import { dbTime } from "@/lib/db/db-time";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation, sql, sqlPair } from "@/lib/db/sql";
import { fieldErrorsOf } from "@/lib/shared/forms";
import { ENQUIRY_COLUMNS, enquiryFromRow, type EnquiryRow } from "../enquiries/enquiry-row";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { toWireEnquiry } from "../enquiries/to-wire-enquiry";
import { ServiceError, validationError } from "../errors";
import { amendmentEventData } from "../events/amendment-event-data";
import { writeChange } from "../events/write-change";
import { newId } from "../ids";
import { amendedDetails, changesBetween } from "./amendment-changes";
import { AMENDMENT_SELECT, toWireAmendment } from "./amendment-record";
import { whyNotAmendable } from "./amendment-refusal";

export type AmendEnquiryInput = {
  accountId: string;
  /** The enquiry's serviceReference or externalId. */
  enquiryRef: string;
  /** The request's body (AmendEnquiryRequest), validated here. */
  request: unknown;
  /** The same key again (same account and enquiry) is the same amendment. */
  idempotencyKey?: string | null;
};

// The enquiry as it is now. PostgreSQL locks its row for the transaction (FOR UPDATE), so
// two amendments of one enquiry take turns: the second reads what the first wrote and takes
// the next version. On SQLite the one writer runs one transaction at a time.
const FIND = sqlPair({
  sqlite: `SELECT ${ENQUIRY_COLUMNS}, "updatedAt" FROM "Enquiry" WHERE id = ?`,
  postgres: `SELECT ${ENQUIRY_COLUMNS}, "updatedAt" FROM "Enquiry" WHERE id = ? FOR UPDATE`,
});
const SAME_KEY = sql(`SELECT id FROM "EnquiryAmendment" WHERE "accountId" = ? AND "enquiryId" = ? AND "idempotencyKey" = ?`);
const LATEST_VERSION = sql(`SELECT max(version) AS version FROM "EnquiryAmendment" WHERE "enquiryId" = ?`);
// Guarded on the row as read, as the lifecycle's moves are: no writer can slip in between.
const SAVE = sqlPair({
  sqlite: `UPDATE "Enquiry" SET "checkIn" = ?, "checkOut" = ?, "guestNumbers" = ?, "guestRequirements" = ?, "leadGuest" = ?, "updatedAt" = ?
    WHERE id = ? AND "updatedAt" = ?`,
  postgres: `UPDATE "Enquiry" SET "checkIn" = ?, "checkOut" = ?, "guestNumbers" = ?::jsonb, "guestRequirements" = ?::jsonb, "leadGuest" = ?::jsonb,
    "updatedAt" = ?::timestamp WHERE id = ? AND "updatedAt" = ?::timestamp`,
});
const INSERT = sqlPair({
  sqlite: `INSERT INTO "EnquiryAmendment" (id, "accountId", "enquiryId", version, changes, "authorName", "idempotencyKey", "createdAt")
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  postgres: `INSERT INTO "EnquiryAmendment" (id, "accountId", "enquiryId", version, changes, "authorName", "idempotencyKey", "createdAt")
    VALUES (?, ?, ?, ?, ?::jsonb, ?, ?, ?::timestamp)`,
});

/** Written by another amendment between the read and the write: read again and make it anew. */
class LostRace extends Error {}
const ATTEMPTS = 5;

type Outcome = { amendment: EnquiryAmendment; created: true } | { repeatOf: string };

/**
 * The agent's side changes an open enquiry's dates, guests, requirements or lead guest:
 * the enquiry's new details, the amendment (only what changed, version one more than the
 * last) and ENQUIRY.AMENDED, in one transaction. Refused in words: a body that changes
 * nothing, an enquiry that is not open (409). `created` is false when the idempotency key
 * named an amendment made before: that one is answered and nothing is written, even when
 * both arrive at once. Two different amendments at once both land, one version each.
 */
export async function amendEnquiry(input: AmendEnquiryInput): Promise<{ amendment: EnquiryAmendment; created: boolean }> {
  const { accountId } = input;
  const enquiry = await getEnquiryOrThrow(accountId, input.enquiryRef);
  const parsed = AmendEnquiryRequest.safeParse(input.request);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error, { root: "body" }));
  const request = parsed.data;
  const idempotencyKey = input.idempotencyKey ?? null;
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw validationError({ "Idempotency-Key": ["Must be 1 to 200 printable characters."] });
  }

  const earlier = async (id?: string) => {
    const where = id ? { id } : idempotencyKey === null ? null : { accountId, enquiryId: enquiry.id, idempotencyKey };
    const row = where && (await getPrisma().enquiryAmendment.findFirst({ where, select: AMENDMENT_SELECT }));
    return row ? { amendment: toWireAmendment(row, enquiry.serviceReference), created: false } : null;
  };
  const before = await earlier();
  if (before) return before;

  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await writeChange(async ({ sql: tx, record }): Promise<Outcome> => {
        const row = await tx.get<EnquiryRow & { updatedAt: string }>(FIND, [enquiry.id]);
        if (!row) throw new ServiceError("RESOURCE_NOT_FOUND", `Enquiry ${input.enquiryRef} was not found.`);
        // Another request with this key took the turn before this one: it is the answer.
        if (idempotencyKey !== null) {
          const same = await tx.get<{ id: string }>(SAME_KEY, [accountId, enquiry.id, idempotencyKey]);
          if (same) return { repeatOf: same.id };
        }
        const refusal = whyNotAmendable(row.serviceReference, row.state);
        if (refusal) throw new ServiceError("STATE_CONFLICT", refusal);

        const current = toWireEnquiry(enquiryFromRow(row));
        const next = amendedDetails(current, request);
        const changes = changesBetween(current, next);
        if (changes.length === 0) {
          throw validationError(
            { body: ["Nothing to change: every detail given is already the enquiry's. Give only what differs."] },
            "Nothing to change: the request gives the enquiry's present details.",
          );
        }
        const latest = await tx.get<{ version: number | string | null }>(LATEST_VERSION, [enquiry.id]);
        const version = Number(latest?.version ?? 1) + 1;
        const now = new Date();
        const at = dbTime(now.getTime());
        const saved = await tx.run(SAVE, [
          next.checkInOut.checkIn,
          next.checkInOut.checkOut,
          JSON.stringify(next.guestNumbers),
          JSON.stringify(next.guestRequirements),
          JSON.stringify(next.leadGuest),
          at,
          enquiry.id,
          row.updatedAt,
        ]);
        if (saved !== 1) throw new LostRace();
        const id = newId();
        const authorName = request.authorName ?? null;
        await tx.run(INSERT, [id, accountId, enquiry.id, version, JSON.stringify(changes), authorName, idempotencyKey, at]);
        const amendment = toWireAmendment({ id, version, changes, authorName, createdAt: now }, row.serviceReference);
        await record({ accountId, type: "ENQUIRY.AMENDED", enquiryId: enquiry.id, data: amendmentEventData(enquiryFromRow(row), amendment) });
        return { amendment, created: true };
      });
      if ("repeatOf" in outcome) return (await earlier(outcome.repeatOf))!;
      return outcome;
    } catch (error) {
      // The same key sent at the same moment: the other request won, and is the answer.
      if (idempotencyKey !== null && isUniqueViolation(error)) {
        const winner = await earlier();
        if (winner) return winner;
      }
      // Another amendment took this version, or wrote the row after it was read: again, on what it left.
      if ((error instanceof LostRace || isUniqueViolation(error)) && attempt < ATTEMPTS) continue;
      throw error;
    }
  }
}
