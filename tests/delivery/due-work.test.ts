import { describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { readStatement } from "@/lib/db/raw";
import { dialectOf, sql } from "@/lib/db/sql";
import { findDueWebhooks } from "@/lib/service/delivery/due-work";
import { newId } from "@/lib/service/ids";
import { apiClient } from "./fixture";

// The worker's scan for webhooks with due work, without a worker running: every delivery
// stays as the test leaves it.

describe("findDueWebhooks", () => {
  it("finds exactly the webhooks with a PENDING delivery due now, among many without", async () => {
    const db = getPrisma();
    const clients = [await apiClient(), await apiClient(), await apiClient()];
    const [due1, due2, later, done, none] = [
      await clients[0]!.addWebhook("https://receiver.example/due-1"),
      await clients[1]!.addWebhook("https://receiver.example/due-2"),
      await clients[1]!.addWebhook("https://receiver.example/later"),
      await clients[2]!.addWebhook("https://receiver.example/done"),
      await clients[2]!.addWebhook("https://receiver.example/none", ["BOOKING.CANCELLED"]),
    ];
    // Registered webhooks without any delivery, as a provider has thousands of.
    const now = new Date();
    for (let i = 0; i < 60; i++) {
      const account = await db.account.create({ data: { id: newId(), name: `portal:idle-${i}`, verificationKey: `k-${i}` } });
      await db.webhook.create({ data: { id: newId(), accountId: account.id, url: `https://idle.example/${i}`, events: [] } });
    }
    for (const client of clients) await client.createEnquiry(); // ENQUIRY.CREATED to each account's webhooks
    await db.delivery.updateMany({ where: { webhookId: later.id }, data: { nextAttemptAt: new Date(now.getTime() + 3_600_000) } });
    await db.delivery.updateMany({ where: { webhookId: done.id }, data: { status: "SUCCEEDED" } });
    // A delivery whose webhook was deleted keeps its row without a webhook.
    const orphan = await db.delivery.findFirstOrThrow({ where: { webhookId: due2.id } });
    await db.delivery.create({
      data: { id: newId(), eventId: orphan.eventId, webhookId: null, status: "PENDING", nextAttemptAt: new Date(now.getTime() - 1000) },
    });
    expect(await db.delivery.count({ where: { webhookId: none.id } })).toBe(0);

    const found = await findDueWebhooks(Date.now() + 1000);
    expect(found.map((w) => w.id).sort()).toEqual([due1.id, due2.id].sort());
    const first = found.find((w) => w.id === due1.id)!;
    const account = await db.account.findUniqueOrThrow({ where: { id: clients[0]!.account.accountId } });
    expect(first).toMatchObject({ accountId: account.id, key: account.verificationKey, failureCount: 0 });

    // Later on, the one waiting for an hour is due as well.
    expect((await findDueWebhooks(now.getTime() + 7_200_000)).map((w) => w.id).sort()).toEqual([due1.id, due2.id, later.id].sort());
    // Before any of them: nothing.
    expect(await findDueWebhooks(now.getTime() - 60_000)).toEqual([]);
  });

  it("reads the due rows' index, not every registered webhook (the plan)", async () => {
    const source = (await import("@/lib/service/delivery/due-work")).DUE_WEBHOOKS_TEXT;
    if (dialectOf() === "sqlite") {
      const plan = await readStatement<[string], { detail: string }>(sql(`EXPLAIN QUERY PLAN ${source}`)).all("2030-01-01 00:00:00.000");
      const steps = plan.map((row) => row.detail);
      expect(steps.some((s) => /Delivery_webhook_due_idx/.test(s))).toBe(true);
      expect(steps).not.toContainEqual(expect.stringMatching(/^SCAN (w|Webhook)\b/));
      expect(steps).toContainEqual(expect.stringMatching(/^SEARCH w USING INDEX/));
    } else {
      const plan = await readStatement<[string], { "QUERY PLAN": string }>(sql(`EXPLAIN ${source}`)).all("2030-01-01 00:00:00");
      const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
      expect(text).toMatch(/Recursive Union/);
      expect(text).toMatch(/Delivery_webhook_due_idx/);
      // One probe per webhook found, not an aggregate over every due row.
      expect(text).not.toMatch(/HashAggregate|Seq Scan on "Webhook"/);
    }
  });
});
