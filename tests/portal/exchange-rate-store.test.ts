import { describe, expect, it, vi } from "vitest";

// The organisation's exchange rates in the database (SQLite here, PostgreSQL under test:pg).
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { addExchangeRate } = await import("@/lib/portal/exchange-rates/add-exchange-rate");
const { deleteExchangeRate } = await import("@/lib/portal/exchange-rates/delete-exchange-rate");
const { listExchangeRates } = await import("@/lib/portal/exchange-rates/list-exchange-rates");
const { ExchangeRateInput } = await import("@/lib/portal/exchange-rates/rate-input");
const { PortalError } = await import("@/lib/portal/errors");

await migrateDatabase();

async function admin() {
  const id = Math.random().toString(36).slice(2, 10);
  await getPrisma().organization.create({ data: { id: `org-${id}`, name: `Org ${id}`, slug: `org-${id}` } });
  return {
    user: { id: `user-${id}`, name: "Ada Admin", email: "ada@example.com" },
    member: { id: `member-${id}`, role: "admin" as const },
    organization: { id: `org-${id}`, name: `Org ${id}`, slug: `org-${id}` },
  };
}

const rate = (value: Record<string, string>) => ExchangeRateInput.parse(value);

describe("exchange rates of an organisation", () => {
  it("lists its own rates newest day first, audits each change, and deletes only its own", async () => {
    const ours = await admin();
    const theirs = await admin();
    await addExchangeRate(ours, rate({ baseCurrency: "usd", currency: "eur", rate: "0.90", asOf: "2026-11-01" }));
    await addExchangeRate(ours, rate({ baseCurrency: "USD", currency: "EUR", rate: "0.92", asOf: "2026-11-20" }));
    await addExchangeRate(ours, rate({ baseCurrency: "GBP", currency: "EUR", rate: "1.15", asOf: "2026-11-10" }));
    const { id: foreign } = await addExchangeRate(theirs, rate({ baseCurrency: "USD", currency: "EUR", rate: "0.5", asOf: "2026-11-23" }));

    const list = await listExchangeRates(ours.organization.id);
    expect(list.map((r) => `${r.baseCurrency}/${r.currency} ${r.rate} ${r.asOf}`)).toEqual(["USD/EUR 0.92 2026-11-20", "GBP/EUR 1.15 2026-11-10", "USD/EUR 0.90 2026-11-01"]);

    // Another organisation's rate is not ours to delete, and stays.
    const refused = await deleteExchangeRate(ours, foreign).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PortalError);
    expect((refused as Error).message).toBe("That rate does not exist; it may have been deleted already.");
    expect(await listExchangeRates(theirs.organization.id)).toHaveLength(1);

    await deleteExchangeRate(ours, list[0]!.id);
    expect((await listExchangeRates(ours.organization.id)).map((r) => r.rate)).toEqual(["1.15", "0.90"]);
    const audit = await getPrisma().auditEntry.findMany({ where: { organizationId: ours.organization.id } });
    expect(audit.map((a) => a.kind).sort()).toEqual(["exchange-rate-added", "exchange-rate-added", "exchange-rate-added", "exchange-rate-deleted"]);
    expect(audit.find((a) => a.kind === "exchange-rate-deleted")!.summary).toBe("Exchange rate 1 USD = 0.92 EUR of 2026-11-20 deleted.");
  });
});
