import type { Db } from "@/lib/db/prisma";
import { buildCatalogue } from "./build-catalogue";
import { insertProperties } from "./insert-properties";

/**
 * Seeds the catalogue into a database that has none; a no-op otherwise, so it runs at
 * every start. The catalogue is deterministic, so every database gets the same one.
 * Returns the number of properties written.
 */
export async function ensureInventory(db: Db): Promise<number> {
  const existing = await db.property.count({ where: { generated: false } });
  if (existing > 0) return 0;
  const catalogue = buildCatalogue();
  await db.$transaction(async (tx) => {
    // Checked again under the write lock: a second process may have seeded meanwhile.
    if ((await tx.property.count({ where: { generated: false } })) > 0) return;
    await insertProperties(tx, catalogue);
  });
  return catalogue.length;
}
