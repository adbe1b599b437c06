/**
 * A time in the form Prisma's SQLite adapter stores DateTime columns
 * (2026-01-01T15:12:56.123+00:00). The worker's raw SQL writes and compares these
 * columns as text, so it must use exactly the same form for the order to hold.
 */
export function dbTime(ms: number): string {
  return new Date(ms).toISOString().replace("Z", "+00:00");
}
