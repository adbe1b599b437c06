import type { DbTx } from "./prisma";
import { dialectOf } from "./sql";

// Locks that SQLite's single writer makes unnecessary and PostgreSQL needs: under READ
// COMMITTED, two transactions that each read, then write, do not see each other's
// uncommitted rows. Each lock lasts until the transaction ends. No-ops on SQLite.

/** Locks the account's row: its transactions that check a per-account limit take turns. */
export async function lockAccount(tx: DbTx, accountId: string): Promise<void> {
  if (dialectOf() !== "postgres") return;
  await tx.$queryRaw`SELECT 1 AS locked FROM "Account" WHERE "id" = ${accountId} FOR UPDATE`;
}

/**
 * A transaction-level advisory lock on a name (across every instance on the database):
 * for work that must happen once however many instances start together.
 */
export async function lockName(tx: DbTx, name: string): Promise<void> {
  if (dialectOf() !== "postgres") return;
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${name}))`;
}

/** Locks an agency enquiry's row: its providers' writes take turns summing it up. */
export async function lockTrackedEnquiry(tx: DbTx, id: string): Promise<void> {
  if (dialectOf() !== "postgres") return;
  await tx.$queryRaw`SELECT 1 AS locked FROM "TrackedEnquiry" WHERE "id" = ${id} FOR UPDATE`;
}
