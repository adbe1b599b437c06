import { z } from "zod";
import { ENQUIRY_STATES } from "@/lib/contract/common";
import { dbTime } from "@/lib/db/db-time";
import { getPrisma } from "@/lib/db/prisma";
import { sqlPair, sqlText } from "@/lib/db/sql";
import { decodeTimeCursor, encodeTimeCursor } from "@/lib/shared/cursor";
import { queryCursor, queryText } from "@/lib/shared/query-string";

// States in which an enquiry still waits for the provider: the queue's default.
export const WAITING_STATES = ["NEW", "SHORTLISTING", "QUOTED", "BOOKING_PENDING", "BOOKING_CONFIRMED"] as const;

export const QueueFilter = z.object({
  state: z.union([z.enum(ENQUIRY_STATES), z.literal("WAITING"), z.literal("ALL")]).catch("WAITING"),
  /** Only enquiries at least this many days old. */
  minAgeDays: z.coerce.number().int().min(0).max(3650).catch(0),
  /** Part of the enquiry's locality, case-insensitive. */
  city: queryText(100).transform((value) => value ?? ""),
  /** Part of the enquiry's reference (service or client), its agency's name or its lead guest's name, case-insensitive. */
  q: queryText(100).transform((value) => value ?? ""),
  /** Where the page starts: the `next` of the page before (absent: the oldest). */
  after: queryCursor(200),
});
export type QueueFilter = z.infer<typeof QueueFilter>;

export type QueueRow = {
  id: string;
  serviceReference: string;
  accountName: string;
  clientReference: string;
  state: string;
  specialistName: string | null;
  locality: string | null;
  country: string | null;
  checkIn: string | null;
  checkOut: string | null;
  guestNumbers: { adults: number; children?: number; infants?: number };
  createdAt: Date;
  /** How long it has waited, at `now`. */
  waitingMs: number;
  /** Amended by the agent's side since its latest quote (or amended and not quoted yet). */
  changed: boolean;
  /** Its booking has a change the agent's side asked for, waiting for the provider's answer. */
  changeRequested: boolean;
};

export const QUEUE_LIMIT = 200;

export type QueuePage = {
  rows: QueueRow[];
  /** The cursor of the next page, or null when this page is the last. */
  next: string | null;
};

// The address is JSON: json_extract on SQLite, ->> on PostgreSQL, whose parameters
// compared with nothing typed also need a type.
// Keyset paging on (createdAt, id): rows strictly after the cursor's, so none is skipped or
// shown twice while enquiries arrive or move. `changed`: an amendment with no quote made at
// or after it, which is the latest amendment being newer than the latest quote.
// `changeRequested`: a change of its booking still REQUESTED (at most one a booking).
function queueSql(stateCount: number, hasCursor: boolean) {
  const build = (o: { locality: string; country: string; time: string; city: string; find: string; q: string; guest: (field: string) => string; search: string }) =>
    `SELECT e.id, e."serviceReference", coalesce(a."displayName", a.name) AS "accountName", e."clientReference", e.state, e."specialistName",
            ${o.locality} AS locality, ${o.country} AS country,
            e."checkIn", e."checkOut", e."guestNumbers", e."createdAt",
            EXISTS (SELECT 1 FROM "EnquiryAmendment" am WHERE am."enquiryId" = e.id
              AND NOT EXISTS (SELECT 1 FROM "Quote" q WHERE q."accountId" = e."accountId" AND q."enquiryId" = e.id AND q."createdAt" >= am."createdAt")) AS changed,
            EXISTS (SELECT 1 FROM "BookingChange" bc JOIN "Booking" b ON b.id = bc."bookingId"
              WHERE b."enquiryId" = e.id AND bc.state = 'REQUESTED') AS "changeRequested"
       FROM "Enquiry" e JOIN "Account" a ON a.id = e."accountId"
      WHERE e.state IN (${Array.from({ length: stateCount }, () => "?").join(", ")})
        AND e."createdAt" <= ${o.time}
        AND (${o.city} = '' OR ${o.find} > 0)
        AND (${o.q} = '' OR ${o.search.replace("HAYSTACK", `lower(e."serviceReference" || ' ' || e."clientReference" || ' ' || coalesce(a."displayName", '') || ' ' || a.name || ' ' || coalesce(${o.guest("givenName")}, '') || ' ' || coalesce(${o.guest("familyName")}, ''))`)} > 0)
        ${hasCursor ? `AND (e."createdAt" > ${o.time} OR (e."createdAt" = ${o.time} AND e.id > ?))` : ""}
      ORDER BY e."createdAt" ASC, e.id ASC
      LIMIT ?`;
  return sqlPair({
    sqlite: build({
      locality: "json_extract(e.address, '$.locality')",
      country: "json_extract(e.address, '$.country')",
      time: "?",
      city: "?",
      find: "instr(lower(coalesce(json_extract(e.address, '$.locality'), '')), ?)",
      q: "?",
      guest: (field) => `json_extract(e."leadGuest", '$.${field}')`,
      search: "instr(HAYSTACK, ?)",
    }),
    postgres: build({
      locality: "e.address->>'locality'",
      country: "e.address->>'country'",
      time: "?::timestamp",
      city: "?::text",
      find: "strpos(lower(coalesce(e.address->>'locality', '')), ?::text)",
      q: "?::text",
      guest: (field) => `e."leadGuest"->>'${field}'`,
      search: "strpos(HAYSTACK, ?::text)",
    }),
  });
}

/**
 * The back office's queue: enquiries of every account (the provider's staff work for
 * all of them), oldest waiting first, filtered by state, age and city and searched by
 * reference, agency or guest, `limit` a page.
 */
export async function listQueue(filter: Omit<QueueFilter, "q"> & { q?: string }, now = new Date(), limit = QUEUE_LIMIT): Promise<QueuePage> {
  const states = filter.state === "WAITING" ? [...WAITING_STATES] : filter.state === "ALL" ? [...ENQUIRY_STATES] : [filter.state];
  const createdBefore = new Date(now.getTime() - filter.minAgeDays * 24 * 60 * 60 * 1000);
  const city = filter.city.toLowerCase();
  const q = (filter.q ?? "").toLowerCase();
  // A cursor that is not ours (an edited link) starts the queue at the oldest.
  const cursor = filter.after ? decodeTimeCursor(filter.after) : null;
  const rows = await getPrisma().$queryRawUnsafe<
    (Omit<QueueRow, "createdAt" | "guestNumbers" | "waitingMs" | "changed" | "changeRequested"> & {
      createdAt: string | Date;
      guestNumbers: string | QueueRow["guestNumbers"];
      changed: boolean | number | bigint;
      changeRequested: boolean | number | bigint;
    })[]
  >(
    sqlText(queueSql(states.length, cursor !== null)),
    ...states,
    dbTime(createdBefore.getTime()),
    city,
    city,
    q,
    q,
    ...(cursor ? [dbTime(cursor.createdAt.getTime()), dbTime(cursor.createdAt.getTime()), cursor.id] : []),
    limit + 1, // one more tells whether a next page exists
  );
  // The adapter types JSON and DateTime columns of raw queries itself, or not: accept both.
  const page = rows.slice(0, limit).map((r) => ({
    ...r,
    guestNumbers: typeof r.guestNumbers === "string" ? JSON.parse(r.guestNumbers) : r.guestNumbers,
    createdAt: new Date(r.createdAt),
    waitingMs: now.getTime() - new Date(r.createdAt).getTime(),
    // A boolean on PostgreSQL, 0 or 1 on SQLite.
    changed: Boolean(r.changed),
    changeRequested: Boolean(r.changeRequested),
  }));
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeTimeCursor(last) : null };
}
