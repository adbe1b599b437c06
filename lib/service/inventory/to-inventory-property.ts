import type { Property as PropertyRow, Unit as UnitRow } from "@/lib/generated/prisma/client";
import type { InventoryProperty, PropertyDetails, UnitDetails } from "./types";

/** A stored property with its units, as the quote builder uses it. */
export function toInventoryProperty(row: PropertyRow & { units: UnitRow[] }): InventoryProperty {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    placeId: row.placeId,
    generated: row.generated,
    details: row.details as PropertyDetails,
    units: row.units.map((u) => ({ ...u, details: u.details as UnitDetails })),
  };
}
