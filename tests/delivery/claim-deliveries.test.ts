import { describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { claimDeliveries } from "@/lib/service/delivery/claim-deliveries";
import { newAccount, serviceApp } from "../helpers/service";

// claimDeliveries with a plan of several webhooks: each webhook's own limit, oldest due
// rows first, nothing of a webhook outside the plan, nothing not yet due.

describe("claimDeliveries", () => {
  it("claims each planned webhook's oldest due rows up to its own limit, and nothing else", async () => {
    await serviceApp();
    const { accountId } = await newAccount();
    const db = getPrisma();
    const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
    const hooks = await Promise.all(
      ["a", "b", "c"].map((n) => db.webhook.create({ data: { id: `wh-${n}-${accountId}`, accountId, url: `https://hooks.example.com/${n}`, events: [] } })),
    );
    const now = Date.now();
    // Per webhook: 6 rows due (the oldest first: 60 s ago, 59 s ago, …) and one due later.
    for (const hook of hooks) {
      for (let i = 0; i < 7; i++) {
        const id = `${hook.id}-${i}`;
        await db.event.create({ data: { id: `ev-${id}`, accountId, type: "ENQUIRY.CREATED", body: `{"n":${i}}` } });
        await db.delivery.create({
          data: { id: `d-${id}`, eventId: `ev-${id}`, webhookId: hook.id, nextAttemptAt: new Date(i < 6 ? now - 60_000 + i * 1000 : now + 3_600_000) },
        });
      }
    }
    const as = (i: number) => ({ id: hooks[i]!.id, accountId, failureCount: 0, key: account.verificationKey });
    const jobs = await claimDeliveries(db, [{ webhook: as(0), limit: 2 }, { webhook: as(1), limit: 10 }], "claimer", 60_000);

    const of = (i: number) => jobs.filter((j) => j.webhookId === hooks[i]!.id).map((j) => j.deliveryId).sort();
    expect(of(0)).toEqual([`d-${hooks[0]!.id}-0`, `d-${hooks[0]!.id}-1`]);
    expect(of(1)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `d-${hooks[1]!.id}-${i}`)); // all 6 due, not the later one
    expect(of(2)).toEqual([]);
    const job = jobs.find((j) => j.deliveryId === `d-${hooks[0]!.id}-1`)!;
    expect(job).toMatchObject({ attempt: 1, eventId: `ev-${hooks[0]!.id}-1`, eventType: "ENQUIRY.CREATED", body: '{"n":1}', url: hooks[0]!.url, accountId });

    const leased = await db.delivery.findMany({ where: { leaseOwner: "claimer" }, select: { id: true, attempts: true, nextAttemptAt: true, leaseUntil: true } });
    expect(leased.map((d) => d.id).sort()).toEqual([...of(0), ...of(1)].sort());
    for (const d of leased) {
      expect(d.attempts).toBe(1);
      expect(d.nextAttemptAt.getTime()).toBe(d.leaseUntil!.getTime());
      expect(Math.abs(d.leaseUntil!.getTime() - (now + 60_000))).toBeLessThan(30_000);
    }
    // Claimed again at once: only what is left of webhook a.
    const again = await claimDeliveries(db, [{ webhook: as(0), limit: 10 }, { webhook: as(1), limit: 10 }], "claimer-2", 60_000);
    expect(again.map((j) => j.deliveryId).sort()).toEqual([2, 3, 4, 5].map((i) => `d-${hooks[0]!.id}-${i}`));
  });
});
