import { randomInt, randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { auditCsv } from "@/lib/portal/audit/audit-csv";
import { AuditQuery } from "@/lib/portal/audit/audit-query";
import { recordSignIn } from "@/lib/portal/audit/record-sign-in";
import { getAuth } from "@/lib/portal/auth/auth";
import { EnquiryListQuery } from "@/lib/portal/enquiries/enquiry-list-query";
import { EXPORT_COLUMNS, enquiriesCsv, type ExportFormat } from "@/lib/portal/enquiries/export-enquiries";

// CSV injection: what a member or a provider wrote, beginning like a formula, reaches the
// portal's CSV files as text a spreadsheet shows and never runs: an agent's name set through
// better-auth's own endpoint in the admin's audit trail, and a provider's booking reference
// and currency in both variants of the enquiry export. Parsed back with csv-parse.

const ORIGIN = "http://localhost:3000";
const FORMULA = '=HYPERLINK("http://x","y")';
// One value for each character a spreadsheet starts a formula with.
const PROVIDER_WRITTEN = ["=1+1", "+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "@SUM(A1:A9)", "\t=1+1", "\r=1+1", "\uFF1D1+1"];

beforeAll(async () => {
  await migrateDatabase();
});

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** A request to better-auth's own HTTP endpoints, as the portal's /api/auth route serves them. */
async function authCall(path: string, body: unknown, cookie?: string) {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/json", "x-staydesk-client-address": `203.0.113.${randomInt(1, 250)}` });
  if (cookie) headers.set("cookie", cookie);
  const res = await getAuth().handler(new Request(`${ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const set = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => c.includes("session_token=") && !c.endsWith("="));
  return { status: res.status, cookie: set.join("; ") };
}

describe("the audit trail's CSV", () => {
  it("shows a name an agent gave themselves through better-auth as text, in Who and in Detail", async () => {
    const email = `agent-${randomUUID()}@example.test`;
    const password = "agent-password-1";
    expect((await authCall("/sign-up/email", { name: "Agent", email, password })).status).toBe(200);
    const user = await getPrisma().portalUser.update({ where: { email }, data: { emailVerified: true } });
    const { cookie } = await authCall("/sign-in/email", { email, password });
    expect(cookie).not.toBe("");
    expect((await authCall("/update-user", { name: FORMULA }, cookie)).status).toBe(200);
    expect((await getPrisma().portalUser.findUniqueOrThrow({ where: { id: user.id } })).name).toBe(FORMULA);

    const organizationId = `org-${randomUUID()}`;
    await getPrisma().organization.create({ data: { id: organizationId, name: "Agency", slug: organizationId } });
    await getPrisma().member.create({ data: { id: randomUUID(), organizationId, userId: user.id, role: "agent", createdAt: new Date() } });
    // The sign-in form records the sign-in under the account's name, now the formula.
    await recordSignIn(email, true);

    const records = parse(await text(auditCsv(organizationId, AuditQuery.parse({}))), { bom: true }) as string[][];
    expect(records[0]).toEqual(["When", "Who", "What", "Detail", "From"]);
    expect(records).toHaveLength(2);
    expect(records[1]![1]).toBe(`'${FORMULA}`);
    expect(records[1]![2]).toBe("Signed in");
    expect(records[1]![3]).toBe(`'${FORMULA} signed in.`);
  });
});

describe("the enquiry export", () => {
  const ORG = `org-${randomUUID()}`;
  const column = (key: (typeof EXPORT_COLUMNS)[number]["key"]) => EXPORT_COLUMNS.findIndex((c) => c.key === key);

  beforeAll(async () => {
    await getPrisma().trackedEnquiry.createMany({
      data: PROVIDER_WRITTEN.map((value, i) => ({
        id: randomUUID(),
        organizationId: ORG,
        reference: `R${i}`,
        externalId: `ext-${i}`,
        clientReference: `CL-${i}`,
        state: "BOOKED",
        placeLabel: "Porto, Porto, Portugal",
        latitude: 0,
        longitude: 0,
        adults: 2,
        children: 0,
        infants: 0,
        createdById: "user-1",
        createdByName: "Agent One",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        quoteCount: 1,
        // Written by the code from a number: a negative amount stays a number.
        cheapestTotalCents: i === 0 ? -1_250 : 10_000 + i,
        // What the provider's answers and events said.
        cheapestCurrency: value,
        bookingReference: value,
        bookedAt: new Date("2026-02-03T04:05:06Z"),
      })),
    });
  });

  for (const format of ["csv", "spreadsheet"] as const satisfies ExportFormat[]) {
    it(`keeps a provider's booking reference and currency beginning like a formula as text (${format})`, async () => {
      const records = parse(await text(enquiriesCsv(ORG, "user-1", EnquiryListQuery.parse({}), format)), { bom: true }) as string[][];
      const rows = new Map(records.slice(1).map((record) => [record[0]!, record]));
      expect(rows.size).toBe(PROVIDER_WRITTEN.length);
      PROVIDER_WRITTEN.forEach((value, i) => {
        const row = rows.get(`R${i}`)!;
        expect(row[column("bookingReference")], JSON.stringify(value)).toBe(`'${value}`);
        expect(row[column("currency")], JSON.stringify(value)).toBe(`'${value}`);
      });
      expect(rows.get("R0")![column("cheapestTotal")]).toBe("-12.50");
      expect(rows.get("R1")![column("cheapestTotal")]).toBe("100.01");
      expect(rows.get("R1")![column("adults")]).toBe("2");
    });
  }
});
