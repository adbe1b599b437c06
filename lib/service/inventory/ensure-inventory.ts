import { lockName } from "@/lib/db/locks";
import type { Db } from "@/lib/db/prisma";
import { buildCatalogue } from "./build-catalogue";
import { insertProperties } from "./insert-properties";

/**
 * Seeds the catalogue into a database that has none; a no-op otherwise, so it runs at
 * every start. The catalogue is deterministic, so every database gets the same one.
 * Returns the number of properties written (0 when another instance seeded it).
 */
export async function ensureInventory(db: Db): Promise<number> {
  const existing = await db.property.count({ where: { generated: false } });
  if (existing > 0) return 0;
  const catalogue = buildCatalogue();
  return db.$transaction(
    async (tx) => {
      // Checked again under the write lock (SQLite) or the seeding lock (PostgreSQL, whose
      // next statement then sees what the holder committed): another instance may have
      // seeded meanwhile.
      await lockName(tx, "staydesk:inventory-seed");
      if ((await tx.property.count({ where: { generated: false } })) > 0) return 0;
      await insertProperties(tx, catalogue);
      return catalogue.length;
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
}
