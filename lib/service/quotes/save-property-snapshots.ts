import { createHash } from "node:crypto";
import type { DbTx } from "@/lib/db/prisma";
import type { DraftItem } from "./build-quote";

/** What a quote row keeps of an item; the property itself is a PropertySnapshot. */
export type StoredQuoteItem = Omit<DraftItem, "property"> & { propertySnapshotId: string };

// 128 bits of SHA-256 over account and body: the same offer to the same account is one
// row, and ids never collide across accounts.
function snapshotId(accountId: string, body: string): string {
  return createHash("sha256").update(accountId).update("\n").update(body).digest("base64url").slice(0, 22);
}

/** Stores each item's property (once per content) and returns the items as a quote keeps them. */
export async function savePropertySnapshots(db: DbTx, accountId: string, items: DraftItem[]): Promise<StoredQuoteItem[]> {
  const createdAt = new Date().toISOString().replace("Z", "+00:00"); // the adapter's format
  const stored: StoredQuoteItem[] = [];
  for (const { property, ...item } of items) {
    const body = JSON.stringify(property);
    const id = snapshotId(accountId, body);
    // Prisma's createMany cannot skip duplicates on SQLite; the snapshot is immutable, so
    // an existing row with this id already holds exactly this body.
    await db.$executeRaw`INSERT INTO "PropertySnapshot" ("id", "accountId", "body", "createdAt")
      VALUES (${id}, ${accountId}, ${body}, ${createdAt}) ON CONFLICT ("id") DO NOTHING`;
    stored.push({ ...item, propertySnapshotId: id });
  }
  return stored;
}
