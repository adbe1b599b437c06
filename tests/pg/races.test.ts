import { describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { ensureBootstrapKey, BOOTSTRAP_ACCOUNT } from "@/lib/service/accounts/ensure-bootstrap-key";
import { claimDeliveries } from "@/lib/service/delivery/claim-deliveries";
import { buildCatalogue } from "@/lib/service/inventory/build-catalogue";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { GENERATED_PER_AREA, generateNearbyProperties } from "@/lib/service/inventory/generate-nearby-properties";
import { newAccount, serviceApp } from "../helpers/service";

// What one SQLite writer hides and several PostgreSQL connections expose: each runs on
// both databases (npm run test:unit and npm run test:pg). On PostgreSQL every call below
// runs in its own transaction on its own pooled connection, as separate instances would.

const DELIVERIES = 3000;
const CLAIMERS = 8;

describe("races", () => {
  it(`${CLAIMERS} concurrent claimers on ${DELIVERIES} due deliveries claim each exactly once`, async () => {
    await serviceApp();
    const { accountId } = await newAccount();
    const db = getPrisma();
    const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
    const webhook = await db.webhook.create({ data: { id: `wh-${accountId}`, accountId, url: "https://hooks.example.com/claims", events: [] } });
    // One delivery per event and webhook: as many events as deliveries.
    const ids = Array.from({ length: DELIVERIES }, (_, i) => `${accountId}-${String(i).padStart(5, "0")}`);
    await db.event.createMany({ data: ids.map((id) => ({ id: `ev-${id}`, accountId, type: "ENQUIRY.CREATED", body: "{}" })) });
    const due = new Date(Date.now() - 60_000);
    await db.delivery.createMany({
      data: ids.map((id) => ({
        id: `d-${id}`,
        eventId: `ev-${id}`,
        webhookId: webhook.id,
        status: "PENDING",
        nextAttemptAt: due,
      })),
    });
    const plan = [{ webhook: { id: webhook.id, accountId, failureCount: 0, key: account.verificationKey }, limit: 40 }];

    const claimed: string[][] = await Promise.all(
      Array.from({ length: CLAIMERS }, async (_, n) => {
        const mine: string[] = [];
        for (;;) {
          const jobs = await claimDeliveries(db, plan, `claimer-${n}`, 600_000);
          if (jobs.length === 0) return mine;
          for (const job of jobs) {
            expect(job.attempt).toBe(1);
            mine.push(job.deliveryId);
          }
        }
      }),
    );
    const all = claimed.flat();
    expect(all).toHaveLength(DELIVERIES);
    expect(new Set(all).size).toBe(DELIVERIES);
    // Each row says it was claimed once, by the claimer that got it.
    const rows = await db.delivery.findMany({ where: { webhookId: webhook.id }, select: { id: true, attempts: true, leaseOwner: true } });
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const owners = new Map(claimed.flatMap((ids, n) => ids.map((id) => [id, `claimer-${n}`] as const)));
    expect(rows.every((row) => owners.get(row.id) === row.leaseOwner)).toBe(true);
    // More than one claimer took part (on SQLite they take turns, on PostgreSQL they overlap).
    expect(claimed.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
  }, 120_000);

  it("seeds the inventory once when 10 instances start together", async () => {
    await serviceApp();
    const db = getPrisma();
    const written = await Promise.all(Array.from({ length: 10 }, () => ensureInventory(db)));
    const catalogue = buildCatalogue().length;
    expect(written.filter((n) => n > 0)).toEqual([catalogue]);
    expect(await db.property.count({ where: { generated: false } })).toBe(catalogue);
  }, 120_000);

  it("generates the same nearby properties once under concurrent enquiries", async () => {
    await serviceApp();
    const db = getPrisma();
    // Inverness: every call generates the same properties for the same cell and party.
    const point = { latitude: 57.4778, longitude: -4.2247 };
    await Promise.all(Array.from({ length: 10 }, () => db.$transaction((tx) => generateNearbyProperties(tx, point, 2))));
    expect(await db.property.count({ where: { generated: true } })).toBe(GENERATED_PER_AREA);
  }, 60_000);

  it("creates the bootstrap account and key once when 10 instances start together", async () => {
    await serviceApp();
    const db = getPrisma();
    const key = `sd_test_${"b".repeat(40)}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => ensureBootstrapKey(db, key)));
    expect(new Set(results.map((r) => r.accountId)).size).toBe(1);
    expect(await db.account.count({ where: { name: BOOTSTRAP_ACCOUNT } })).toBe(1);
    expect(await db.apiKey.count({ where: { label: "SERVICE_BOOTSTRAP_API_KEY" } })).toBe(1);
  }, 60_000);
});
