import { randomUUID } from "node:crypto";
import { CLIENTS, ENQUIRIES, EVENTS } from "./report-fixture";
import { sqlOne, sqlRows } from "./sql";

// The Reports page's made data written into the server's database: enquiries in the
// portal's index and the events it "received" for them, at the fixture's times.

/** The text form Prisma's SQLite adapter writes (PostgreSQL reads it as the same UTC time). */
const stamp = (at: string) => new Date(at).toISOString().replace("Z", "+00:00");

export function insertReportFixture(organisation: string, userId: string): void {
  const { id: organizationId } = sqlOne<{ id: string }>(`SELECT id FROM "Organization" WHERE name = ?`, organisation);
  const enquiryParams: (string | number)[] = [];
  const ids = ENQUIRIES.map(() => randomUUID());
  ENQUIRIES.forEach((e, i) => {
    const [by, byName] = e.mine ? [userId, "Me"] : ["someone-else", "Other Agent"];
    enquiryParams.push(
      ids[i]!, organizationId, e.reference, `x-${randomUUID()}`, `C-${e.reference}`, e.state, e.place, by, byName,
      e.quoteCount, stamp(e.createdAt), stamp(e.createdAt),
    );
  });
  sqlRows(
    `INSERT INTO "TrackedEnquiry" (id, "organizationId", "serviceReference", "externalId", "clientReference", state, "placeLabel",
       latitude, longitude, adults, children, infants, "createdById", "createdByName",
       "quoteCount", "createdAt", "updatedAt")
     VALUES ${ENQUIRIES.map(() => `(?, ?, ?, ?, ?, ?, ?, 0, 0, 2, 0, 0, ?, ?, CAST(? AS INTEGER), ?, ?)`).join(", ")}`,
    ...enquiryParams,
  );
  // The booked ones one by one: a bare literal is the one form both databases take for a time.
  for (const e of ENQUIRIES) {
    if (!e.cheapest || !e.booked || !e.bookedAt) continue;
    sqlRows(
      `UPDATE "TrackedEnquiry" SET "cheapestTotalCents" = CAST(? AS INTEGER), "cheapestCurrency" = ?, "bookedTotalCents" = CAST(? AS INTEGER), "bookedCurrency" = ?, "bookedAt" = ?
       WHERE "organizationId" = ? AND "serviceReference" = ?`,
      e.cheapest.cents, e.cheapest.currency, e.booked.cents, e.booked.currency, stamp(e.bookedAt), organizationId, e.reference,
    );
  }
  // The organisation's clients, and who each enquiry is billed to.
  const clientIds = new Map(CLIENTS.map((name) => [name, randomUUID()]));
  sqlRows(
    `INSERT INTO "Client" (id, "organizationId", name, "activeNameKey", "updatedAt") VALUES ${CLIENTS.map(() => `(?, ?, ?, ?, ?)`).join(", ")}`,
    ...CLIENTS.flatMap((name) => [clientIds.get(name)!, organizationId, name, name.toLowerCase(), stamp(ENQUIRIES[0]!.createdAt)]),
  );
  for (const e of ENQUIRIES) {
    if (!e.billing) continue;
    // The key as lib/portal/enquiries/billing-keys.ts writes it (lower case: the fixture's codes are plain ASCII).
    const code = e.billing.costCentre ?? "";
    sqlRows(
      `UPDATE "TrackedEnquiry" SET "clientId" = ?, "costCentreCode" = NULLIF(?, ''), "costCentreKey" = NULLIF(?, '') WHERE "organizationId" = ? AND "serviceReference" = ?`,
      clientIds.get(e.billing.client)!, code, code.toLowerCase(), organizationId, e.reference,
    );
  }
  // Each sent to one provider (a made connection of the organisation's), whose events name its reference.
  const connectionId = `made-${organizationId}`;
  sqlRows(
    `INSERT INTO "ProviderEnquiry" (id, "organizationId", "enquiryId", "connectionId", "serviceReference", state, "updatedAt")
     VALUES ${ENQUIRIES.map(() => `(?, ?, ?, ?, ?, ?, ?)`).join(", ")}`,
    ...ENQUIRIES.flatMap((e, i) => [randomUUID(), organizationId, ids[i]!, connectionId, e.reference, e.state, stamp(e.createdAt)]),
  );
  const eventParams: (string | number)[] = [];
  EVENTS.forEach((e, i) => eventParams.push(organizationId, i + 1, connectionId, randomUUID(), e.type, e.reference, stamp(e.occurredAt), stamp(e.occurredAt)));
  sqlRows(
    `INSERT INTO "PortalEvent" ("organizationId", seq, "connectionId", "eventId", "eventType", "serviceReference", data, "occurredAt", "receivedAt")
     VALUES ${EVENTS.map(() => `(?, CAST(? AS INTEGER), ?, ?, ?, ?, '{}', ?, ?)`).join(", ")}`,
    ...eventParams,
  );
}
