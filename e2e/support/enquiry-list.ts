import { randomUUID } from "node:crypto";
import { sqlOne, sqlRows } from "./sql";

// Rows of the enquiry index made for the list's filters: each field varies, so each
// filter selects a different set.

export type MadeEnquiry = {
  reference: string;
  client: string;
  state: string;
  checkIn: string | null;
  place: string;
  mine: boolean;
  createdAt: string;
  /** Who it is billed to: a client id (insertClient) and the codes; absent: no client. */
  billing?: { clientId: string; costCentre?: string; poNumber?: string; projectCode?: string };
};

export function userIdOf(email: string): string {
  return sqlOne<{ id: string }>(`SELECT id FROM "PortalUser" WHERE email = ?`, email).id;
}

export function insertEnquiries(organization: string, userId: string, rows: MadeEnquiry[]): void {
  const { id: organizationId } = sqlOne<{ id: string }>(`SELECT id FROM "Organization" WHERE name = ?`, organization);
  const params: (string | number)[] = [];
  for (const row of rows) {
    // The text form Prisma's SQLite adapter writes (PostgreSQL reads it as the same UTC time).
    const at = new Date(row.createdAt).toISOString().replace("Z", "+00:00");
    const [by, byName] = row.mine ? [userId, "Me"] : ["someone-else", "Other Agent"];
    params.push(randomUUID(), organizationId, row.reference, `x-${randomUUID()}`, row.client, row.state, row.checkIn ?? "", row.place, by, byName, at, at);
  }
  const values = rows.map(() => `(?, ?, ?, ?, ?, ?, NULLIF(?, ''), NULL, ?, 0, 0, 2, 0, 0, NULL, ?, ?, ?, ?)`).join(", ");
  sqlRows(
    `INSERT INTO "TrackedEnquiry" (id, "organizationId", "serviceReference", "externalId", "clientReference", state, "checkIn", "checkOut",
       "placeLabel", latitude, longitude, adults, children, infants, "leadGuestName", "createdById", "createdByName", "createdAt", "updatedAt")
     VALUES ${values}`,
    ...params,
  );
  for (const row of rows) {
    if (!row.billing) continue;
    const { clientId, costCentre = "", poNumber = "", projectCode = "" } = row.billing;
    // The keys as lib/portal/enquiries/billing-keys.ts writes them (lower case: the made codes are plain ASCII).
    sqlRows(
      `UPDATE "TrackedEnquiry" SET "clientId" = ?, "costCentreCode" = NULLIF(?, ''), "costCentreKey" = NULLIF(?, ''), "poNumber" = NULLIF(?, ''), "poNumberKey" = NULLIF(?, ''),
         "projectCode" = NULLIF(?, ''), "projectCodeKey" = NULLIF(?, '') WHERE "organizationId" = ? AND "serviceReference" = ?`,
      clientId, costCentre, costCentre.toLowerCase(), poNumber, poNumber.toLowerCase(), projectCode, projectCode.toLowerCase(), organizationId, row.reference,
    );
  }
}

/** A client of the organisation, made directly; its id. */
export function insertClient(organization: string, name: string): string {
  const { id: organizationId } = sqlOne<{ id: string }>(`SELECT id FROM "Organization" WHERE name = ?`, organization);
  const id = randomUUID();
  sqlRows(
    `INSERT INTO "Client" (id, "organizationId", name, "activeNameKey", "updatedAt") VALUES (?, ?, ?, ?, ?)`,
    id, organizationId, name, name.toLowerCase(), new Date().toISOString().replace("Z", "+00:00"),
  );
  return id;
}
