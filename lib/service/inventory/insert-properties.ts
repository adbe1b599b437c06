import type { DbTx } from "@/lib/db/prisma";
import { dialectOf, numberPlaceholders } from "@/lib/db/sql";
import type { InventoryProperty } from "./types";

// Raw multi-row inserts: Prisma's createMany spends most of a seeding serialising the
// JSON columns row by row. Timestamps are written in the adapter's own format so that Prisma
// reads them back as it wrote them. Ids are deterministic, so a row that is already
// there (another instance generated the same nearby properties at the same moment) is
// the same row: ON CONFLICT DO NOTHING, in both databases.
const ROWS_PER_STATEMENT = 100;

const PROPERTY_COLUMNS = ["id", "slug", "name", "latitude", "longitude", "placeId", "details", "generated", "createdAt"];
const UNIT_COLUMNS = [
  "id", "propertyId", "name", "bedrooms", "bathrooms", "maxOccupancy", "size", "currency", "nightlyRate", "taxRate", "bookingFee", "details",
];

async function insertRows(db: DbTx, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const postgres = dialectOf() === "postgres";
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const batch = rows.slice(i, i + ROWS_PER_STATEMENT);
    const sql = `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES ${batch.map(() => tuple).join(", ")} ON CONFLICT DO NOTHING`;
    await db.$executeRawUnsafe(postgres ? numberPlaceholders(sql) : sql, ...batch.flat());
  }
}

/** Writes properties and their units (inside the caller's transaction). */
export async function insertProperties(db: DbTx, properties: InventoryProperty[]): Promise<void> {
  // SQLite stores booleans as 0/1; PostgreSQL's boolean column takes them as they are.
  const flag = (value: boolean) => (dialectOf() === "postgres" ? value : value ? 1 : 0);
  const now = new Date().toISOString().replace("Z", "+00:00");
  await insertRows(
    db,
    "Property",
    PROPERTY_COLUMNS,
    properties.map((p) => [p.id, p.slug, p.name, p.latitude, p.longitude, p.placeId, JSON.stringify(p.details), flag(p.generated), now]),
  );
  await insertRows(
    db,
    "Unit",
    UNIT_COLUMNS,
    properties.flatMap((p) =>
      p.units.map((u) => [
        u.id, u.propertyId, u.name, u.bedrooms, u.bathrooms, u.maxOccupancy, u.size, u.currency, u.nightlyRate, u.taxRate, u.bookingFee, JSON.stringify(u.details),
      ]),
    ),
  );
}
