import { describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { readStatement } from "@/lib/db/raw";
import { dialectOf, sql } from "@/lib/db/sql";
import { recordOutcomes } from "@/lib/service/delivery/record-outcomes";
import type { DeliveryOutcome } from "@/lib/service/delivery/types";
import { apiClient } from "./fixture";

// recordOutcomes on its own, without a worker: a batch of every kind of outcome, written
// in two statements whatever its size, moves each delivery as the worker would.

const OWNER = "worker-under-test";

describe("recordOutcomes", () => {
  it("logs every attempt and moves on only the rows this worker still holds, in one batch", async () => {
    const db = getPrisma();
    const client = await apiClient();
    const hooks: { id: string; url: string }[] = [];
    for (let i = 0; i < 5; i++) hooks.push(await client.addWebhook(`https://receiver.example/r-${i}`));
    await client.createEnquiry(); // one delivery per webhook, nobody sends them
    const deliveries = await db.delivery.findMany({ where: { webhookId: { in: hooks.map((h) => h.id) } }, include: { event: true } });
    expect(deliveries).toHaveLength(5);
    const leaseUntil = new Date(Date.now() + 60_000);
    for (const d of deliveries) {
      await db.delivery.update({ where: { id: d.id }, data: { attempts: 1, leaseOwner: OWNER, leaseUntil, nextAttemptAt: leaseUntil } });
    }
    const byHook = (i: number) => deliveries.find((d) => d.webhookId === hooks[i]!.id)!;
    // Hook 3 failed before; hook 4's row was taken over by another worker meanwhile.
    await db.webhook.update({ where: { id: hooks[3]!.id }, data: { failureCount: 2 } });
    await db.delivery.update({ where: { id: byHook(4).id }, data: { leaseOwner: "another-worker", attempts: 2 } });

    const endedAt = Date.now();
    const outcome = (i: number, attempt: number, fields: Partial<DeliveryOutcome>): DeliveryOutcome => {
      const d = byHook(i);
      return {
        job: {
          deliveryId: d.id,
          attempt,
          eventId: d.eventId,
          eventType: d.event.type,
          body: d.event.body,
          webhookId: hooks[i]!.id,
          accountId: client.account.accountId,
          url: hooks[i]!.url,
          key: "k",
          webhookFailing: i === 3,
        },
        ok: true,
        statusCode: 200,
        durationMs: 12,
        error: null,
        responseBody: 'ok "quoted" \\ ünïcode',
        endedAt,
        ...fields,
      };
    };
    await recordOutcomes(db, OWNER, [
      outcome(0, 1, {}), // delivered
      outcome(1, 1, { ok: false, statusCode: 500, error: "The receiver answered 500.", responseBody: null }), // retried in 100 ms
      outcome(2, 3, { ok: false, statusCode: null, error: "No response within 500 ms.", responseBody: null }), // attempt 3 is not the row's
      outcome(3, 1, {}), // delivered: the webhook recovers
      outcome(4, 1, {}), // fenced: another worker holds it now
    ], [100, 200]);

    const after = new Map((await db.delivery.findMany({ where: { id: { in: deliveries.map((d) => d.id) } } })).map((d) => [d.webhookId, d]));
    const row = (i: number) => after.get(hooks[i]!.id)!;
    expect(row(0)).toMatchObject({ status: "SUCCEEDED", leaseOwner: null, leaseUntil: null });
    expect(row(1)).toMatchObject({ status: "PENDING", leaseOwner: null, nextAttemptAt: new Date(endedAt + 100) });
    expect(row(2)).toMatchObject({ status: "PENDING", leaseOwner: OWNER, attempts: 1 }); // untouched: wrong attempt
    expect(row(3)).toMatchObject({ status: "SUCCEEDED" });
    expect(row(4)).toMatchObject({ status: "PENDING", leaseOwner: "another-worker", attempts: 2 }); // untouched
    expect((await db.webhook.findUniqueOrThrow({ where: { id: hooks[3]!.id } })).failureCount).toBe(0);

    // Every attempt is logged, the fenced ones too: they happened.
    const logged = await db.deliveryAttempt.findMany({ where: { deliveryId: { in: deliveries.map((d) => d.id) } } });
    expect(logged).toHaveLength(5);
    const log = (i: number) => logged.find((a) => a.deliveryId === byHook(i).id)!;
    expect(log(0)).toMatchObject({ attempt: 1, statusCode: 200, durationMs: 12, error: null, responseBody: 'ok "quoted" \\ ünïcode', createdAt: new Date(endedAt) });
    expect(log(1)).toMatchObject({ statusCode: 500, error: "The receiver answered 500.", responseBody: null });
    expect(log(2)).toMatchObject({ attempt: 3, statusCode: null, error: "No response within 500 ms." });

    // The last attempt fails: FAILED, and the webhook's failures count it.
    await db.delivery.update({ where: { id: byHook(1).id }, data: { attempts: 3, leaseOwner: OWNER, leaseUntil, nextAttemptAt: leaseUntil } });
    await recordOutcomes(db, OWNER, [outcome(1, 3, { ok: false, statusCode: 410, error: "The receiver answered 410." })], [100, 200]);
    expect((await db.delivery.findUniqueOrThrow({ where: { id: byHook(1).id } })).status).toBe("FAILED");
    expect((await db.webhook.findUniqueOrThrow({ where: { id: hooks[1]!.id } })).failureCount).toBe(1);
  });

  it("is one statement over the batch; SQLite finds each row by its key (the plan)", async () => {
    const { MOVE_ON } = await import("@/lib/service/delivery/record-outcomes");
    if (dialectOf() === "sqlite") {
      const plan = await readStatement<unknown[], { detail: string }>(sql(`EXPLAIN QUERY PLAN ${MOVE_ON.sqlite}`)).all("t", "[]", "o");
      const steps = plan.map((r) => r.detail);
      expect(steps[0]).toMatch(/^SCAN v VIRTUAL TABLE/);
      expect(steps).toContainEqual(expect.stringMatching(/^SEARCH Delivery USING INDEX sqlite_autoindex_Delivery_1 \(id=\?\)/));
    } else {
      const plan = await readStatement<unknown[], { "QUERY PLAN": string }>(sql(`EXPLAIN ${MOVE_ON.postgres.replace(/\$(\d)/g, "?")}`)).all(
        "2026-01-01 00:00:00",
        "[]",
        "o",
      );
      const text = plan.map((r) => r["QUERY PLAN"]).join("\n");
      // The batch is one function scan joined to Delivery; which way PostgreSQL reads
      // Delivery depends on its statistics (on a table this small, through the partial
      // index of PENDING rows), so only the shape is asserted here.
      expect(text).toMatch(/Function Scan on jsonb_array_elements v/);
      expect(text).not.toMatch(/SubPlan/);
    }
  });
});
