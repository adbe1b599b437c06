import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
const { migrateDatabase } = await import("@/lib/db/migrate");
const { getPrisma } = await import("@/lib/db/prisma");
const { listAttention } = await import("@/lib/portal/enquiries/list-attention");
const { newOrganization } = await import("../helpers/portal-organization");

// The dashboard's "Needs attention": quotes and choices newer than the member's last visit
// of each enquiry, and never what happened before the member joined the organisation.

const at = (text: string) => new Date(text);
let organizationId: string;

async function member(name: string, joinedAt: Date): Promise<string> {
  const userId = `user-${randomUUID()}`;
  const db = getPrisma();
  await db.portalUser.create({ data: { id: userId, name, email: `${userId}@example.test` } });
  await db.member.create({ data: { id: `member-${randomUUID()}`, organizationId, userId, role: "agent", createdAt: joinedAt } });
  return userId;
}

async function enquiry(reference: string, quotedAt: Date | null, choice?: { label: string; at: Date }) {
  await getPrisma().trackedEnquiry.create({
    data: {
      id: randomUUID(),
      organizationId,
      reference,
      externalId: `ext-${reference}`,
      clientReference: `C-${reference}`,
      state: quotedAt ? "QUOTED" : "NEW",
      placeLabel: "Paris, Île-de-France, France",
      latitude: 0,
      longitude: 0,
      adults: 1,
      children: 0,
      infants: 0,
      createdById: "someone",
      createdByName: "Someone",
      quoteCount: quotedAt ? 1 : 0,
      quotedAt,
      choiceLabel: choice?.label ?? null,
      choiceAt: choice?.at ?? null,
    },
  });
}

beforeAll(async () => {
  await migrateDatabase();
  organizationId = await newOrganization();
  await enquiry("OLD-QUOTE", at("2026-10-01T10:00:00Z"));
  await enquiry("OLD-CHOICE", at("2026-10-01T10:00:00Z"), { label: "Aparthotel · Studio", at: at("2026-10-02T10:00:00Z") });
  await enquiry("NEW-QUOTE", at("2026-11-20T10:00:00Z"));
  await enquiry("LATE-CHOICE", at("2026-10-05T10:00:00Z"), { label: "Harbour Stays · One bedroom", at: at("2026-11-21T10:00:00Z") });
});

describe("what needs a member's attention", () => {
  it("leaves out what happened before the member joined", async () => {
    const newcomer = await member("Newcomer", at("2026-11-15T00:00:00Z"));
    const { unread } = await listAttention(organizationId, newcomer);
    expect(unread.map((row) => row.serviceReference)).toEqual(["LATE-CHOICE", "NEW-QUOTE"]);
    expect(unread[0]!.choice?.label).toBe("Harbour Stays · One bedroom");
  });

  it("shows a long-standing member everything they have not opened since", async () => {
    const veteran = await member("Veteran", at("2026-01-01T00:00:00Z"));
    await getPrisma().enquirySeen.create({ data: { organizationId, userId: veteran, serviceReference: "NEW-QUOTE", seenAt: at("2026-11-20T11:00:00Z") } });
    const { unread } = await listAttention(organizationId, veteran);
    expect(unread.map((row) => row.serviceReference)).toEqual(["LATE-CHOICE", "OLD-CHOICE", "OLD-QUOTE"]);
  });
});
