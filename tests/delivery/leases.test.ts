import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { apiClient, testWorker } from "./fixture";
import { killChild, startChild, waitForOutput, type Child } from "./processes";
import { sleep, startReceiver, waitFor, type Receiver } from "./receiver";

let client: Awaited<ReturnType<typeof apiClient>>;
let receiver: Receiver;

beforeAll(async () => {
  client = await apiClient();
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

describe("leases", () => {
  it("a dead worker's claim is taken up when its lease runs out, as the next attempt", async () => {
    const webhook = await client.addWebhook(`${receiver.url}?lease`);
    await client.createEnquiry(); // no worker yet: the delivery waits
    const delivery = await getPrisma().delivery.findFirstOrThrow({ where: { webhookId: webhook.id } });
    // As a worker that claimed the row and died leaves it.
    const leaseEnds = new Date(Date.now() + 1500);
    await getPrisma().delivery.update({
      where: { id: delivery.id },
      data: { attempts: 1, leaseOwner: "dead-worker", leaseUntil: leaseEnds, nextAttemptAt: leaseEnds },
    });
    testWorker();
    await sleep(500);
    expect(receiver.forEvent(delivery.eventId)).toHaveLength(0); // still leased
    await waitFor("the delivery after the lease", () => receiver.forEvent(delivery.eventId).length === 1);
    const [request] = receiver.forEvent(delivery.eventId);
    expect(request!.at).toBeGreaterThanOrEqual(leaseEnds.getTime());
    expect(request!.headers["x-delivery-attempt"]).toBe("2");
    await waitFor("the delivery to be recorded", async () => {
      const row = await getPrisma().delivery.findUniqueOrThrow({ where: { id: delivery.id } });
      return row.status === "SUCCEEDED" && row.leaseOwner === null;
    });
    await client.api("DELETE", `/webhooks/${webhook.id}`);
  });

  it("two worker processes on the same database never send the same attempt twice", { timeout: 90_000 }, async () => {
    const webhooks = [await client.addWebhook(`${receiver.url}?a`), await client.addWebhook(`${receiver.url}?b`)];
    // Every third event's first attempt fails, so that retries are claimed across workers too.
    const unlucky = (eventId: string) => parseInt(eventId.slice(-1), 16) % 3 === 0;
    receiver.answer((r) => (r.headers["x-delivery-attempt"] === "1" && unlucky(String(r.headers["x-event-id"])) ? { status: 500 } : { status: 200 }));
    receiver.received.length = 0;
    const env = { WEBHOOK_POLL_INTERVAL_MS: "20", WEBHOOK_TIMEOUT_MS: "2000", WEBHOOK_LEASE_MS: "10000", WEBHOOK_RETRY_DELAYS_MS: "50,100" };
    const children: Child[] = [startChild("scripts/worker.ts", env), startChild("scripts/worker.ts", env)];
    try {
      await Promise.all(children.map((c) => waitForOutput(c, "[worker] delivering webhooks", 30_000)));
      // Which processes hold leases, sampled while the work flows (a busy machine may let
      // one process take a whole round, so sample often rather than every tenth event).
      const owners = new Set<string>();
      const noteOwners = async () => {
        const leased = await getPrisma().delivery.findMany({ where: { leaseOwner: { not: null } }, select: { leaseOwner: true } });
        for (const row of leased) owners.add(row.leaseOwner!);
      };
      const { serviceReference } = await client.createEnquiry();
      for (let i = 0; i < 149; i++) {
        await client.trigger(serviceReference, "ENQUIRY.SHORTLISTING");
        await noteOwners();
      }
      const expected = (await client.events()).filter((e) => e.body.includes(serviceReference)); // 150
      await waitFor(
        "every event delivered to both webhooks",
        async () => {
          await noteOwners();
          return (await getPrisma().delivery.count({ where: { webhookId: { in: webhooks.map((w) => w.id) }, status: { not: "SUCCEEDED" } } })) === 0;
        },
        60_000,
      );
      const seen = new Map<string, number>();
      for (const r of receiver.received) {
        const key = `${r.path} ${r.headers["x-event-id"]} ${r.headers["x-delivery-attempt"]}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
      expect([...seen.values()].filter((n) => n > 1)).toEqual([]); // no attempt sent twice
      const succeeded = (path: string) => new Set(receiver.received.filter((r) => r.path === path).map((r) => r.headers["x-event-id"]));
      expect(succeeded("/hook?a").size).toBe(expected.length);
      expect(succeeded("/hook?b").size).toBe(expected.length);
      expect(receiver.received.some((r) => r.headers["x-delivery-attempt"] === "2")).toBe(true);
      expect(owners.size).toBeGreaterThanOrEqual(2); // both processes claimed work
    } finally {
      await Promise.all(children.map((c) => killChild(c, "SIGTERM")));
      receiver.answer(() => ({ status: 200 }));
    }
  });
});
