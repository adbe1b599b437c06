/**
 * A time in the form Prisma's SQLite adapter stores DateTime columns
 * (2026-01-01T15:12:56.123+00:00). Raw statements write and compare these columns as
 * text, so they must use exactly the same form for the order to hold; PostgreSQL reads
 * the same text as a UTC timestamp, and its rows come back in this form too (lib/db/pg.ts).
 */
export function dbTime(ms: number): string {
  return new Date(ms).toISOString().replace("Z", "+00:00");
}
