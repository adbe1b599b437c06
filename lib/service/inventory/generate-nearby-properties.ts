import type { DbTx } from "@/lib/db/prisma";
import { distanceKm, nearestPlaces, type Coordinates, type Place } from "@/lib/geo";
import { buildProperty } from "./build-property";
import { insertProperties } from "./insert-properties";
import { offsetPoint, seededRandom } from "./random";

const CELLS_PER_DEGREE = 20; // cells of 0.05°, about 5 km
export const GENERATED_PER_AREA = 3;

// The town the properties are named after: the most populous of the gazetteer places
// within 15 km, not simply the nearest, which is often an administrative entry with no
// population (the point nearest Inverness is "Highland").
function townNear(point: Coordinates): Place | undefined {
  const nearby = nearestPlaces(point.latitude, point.longitude, 10);
  const close = nearby.filter((p) => distanceKm(point, p) <= 15);
  return close.reduce<Place | undefined>((best, p) => (!best || p.population > best.population ? p : best), undefined) ?? nearby[0];
}

/**
 * Adds plausible properties near a point the catalogue does not serve: an enquiry more
 * than 25 km from any property, or a party too large for the properties near it. They
 * are placed around the centre of the point's 0.05° cell and named after a town there,
 * so the same area and party size always get the same properties, whichever enquiry
 * asked first. Idempotent.
 */
export async function generateNearbyProperties(db: DbTx, point: Coordinates, minOccupancy: number): Promise<void> {
  const latIndex = Math.round(point.latitude * CELLS_PER_DEGREE);
  const lonIndex = Math.round(point.longitude * CELLS_PER_DEGREE);
  const centre = { latitude: latIndex / CELLS_PER_DEGREE, longitude: lonIndex / CELLS_PER_DEGREE };
  const place = townNear(centre);
  if (!place) throw new Error(`No gazetteer place near ${centre.latitude}, ${centre.longitude}.`);

  const key = `gen${latIndex}x${lonIndex}o${minOccupancy}`;
  const random = seededRandom(key);
  const properties = Array.from({ length: GENERATED_PER_AREA }, (_, i) => {
    const at = offsetPoint(centre.latitude, centre.longitude, random.between(0.3, 5), random.between(0, 360));
    return buildProperty({ id: `prop-${key}-${i + 1}`, place, ...at, generated: true, minOccupancy });
  });
  const existing = await db.property.findMany({ where: { id: { in: properties.map((p) => p.id) } }, select: { id: true } });
  const known = new Set(existing.map((p) => p.id));
  await insertProperties(db, properties.filter((p) => !known.has(p.id)));
}
