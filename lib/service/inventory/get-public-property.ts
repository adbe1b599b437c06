import { getPrisma } from "@/lib/db/prisma";
import { toInventoryProperty } from "./to-inventory-property";
import type { InventoryProperty } from "./types";

/**
 * A property of the built-in provider's inventory by its slug, for its public page (the
 * "Building" link every quote sends): null when there is none. The inventory is the
 * provider's public catalogue, the same for every account, so nothing here is scoped.
 */
export async function getPublicProperty(slug: string): Promise<InventoryProperty | null> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) return null;
  const row = await getPrisma().property.findUnique({ where: { slug }, include: { units: { orderBy: { id: "asc" } } } });
  return row ? toInventoryProperty(row) : null;
}
