import type { DbTx } from "@/lib/db/prisma";
import { distanceKm, type Coordinates } from "@/lib/geo";
import { toInventoryProperty } from "./to-inventory-property";
import type { InventoryProperty } from "./types";

export type NearbyProperty = { property: InventoryProperty; distanceKm: number };

const KM_PER_DEGREE = 111.32;

// Longitude ranges of a box around the point, split in two where it crosses ±180°.
function longitudeRanges(longitude: number, halfWidth: number): [number, number][] {
  if (halfWidth >= 180) return [[-180, 180]];
  const lo = longitude - halfWidth;
  const hi = longitude + halfWidth;
  if (lo < -180) return [[lo + 360, 180], [-180, hi]];
  if (hi > 180) return [[lo, 180], [-180, hi - 360]];
  return [[lo, hi]];
}

/**
 * Properties within `radiusKm` of the point, nearest first. The inventory is the
 * provider's catalogue, shared by every account. A bounding box on the
 * (latitude, longitude) index narrows the rows; the exact distance decides.
 */
export async function findNearbyProperties(db: DbTx, point: Coordinates, radiusKm: number): Promise<NearbyProperty[]> {
  const halfHeight = radiusKm / KM_PER_DEGREE;
  const cosLat = Math.cos((point.latitude * Math.PI) / 180);
  const halfWidth = cosLat < 0.01 ? 180 : radiusKm / (KM_PER_DEGREE * cosLat);
  const rows = await db.property.findMany({
    where: {
      latitude: { gte: point.latitude - halfHeight, lte: point.latitude + halfHeight },
      OR: longitudeRanges(point.longitude, halfWidth).map(([gte, lte]) => ({ longitude: { gte, lte } })),
    },
    include: { units: { orderBy: { id: "asc" } } },
  });
  return rows
    .map((row) => ({ property: toInventoryProperty(row), distanceKm: distanceKm(point, row) }))
    .filter((p) => p.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.property.id.localeCompare(b.property.id));
}
