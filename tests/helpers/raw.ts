import { getPrisma } from "@/lib/db/prisma";
import { dialectOf } from "@/lib/db/sql";

// The tests' own raw SQL, in both dialects.

/**
 * An enquiry's events in the order they were inserted: SQLite's rowid, PostgreSQL's
 * physical row order (ctid), which follows insertion in a table that is only appended to,
 * as a test's is. (Events of one transaction can share a createdAt.)
 */
export async function eventsInOrder(enquiryId: string): Promise<{ type: string; body: string }[]> {
  const order = dialectOf() === "postgres" ? "ctid" : "rowid";
  return getPrisma().$queryRawUnsafe(
    `SELECT type, body FROM "Event" WHERE "enquiryId" = ${dialectOf() === "postgres" ? "$1" : "?"} ORDER BY ${order}`,
    enquiryId,
  );
}

/** Makes every insert into `table` fail (a trigger), to test that work rolls back. */
export async function failInserts(table: string): Promise<void> {
  const db = getPrisma();
  if (dialectOf() === "postgres") {
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`);
    await db.$executeRawUnsafe(`CREATE TRIGGER fail_insert BEFORE INSERT ON "${table}" FOR EACH ROW EXECUTE FUNCTION fail_insert()`);
  } else {
    await db.$executeRawUnsafe(`CREATE TRIGGER fail_insert BEFORE INSERT ON "${table}" BEGIN SELECT RAISE(ABORT, 'boom'); END`);
  }
}

export async function allowInserts(table: string): Promise<void> {
  await getPrisma().$executeRawUnsafe(dialectOf() === "postgres" ? `DROP TRIGGER fail_insert ON "${table}"` : "DROP TRIGGER fail_insert");
}
