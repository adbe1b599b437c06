import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onSignal } from "@/lib/cluster/signals";
import { getPrisma } from "@/lib/db/prisma";
import { deskEnquiryVersion } from "@/lib/service/backoffice/desk-version";
import { openVersionStream } from "@/lib/service/backoffice/version-stream";
import { newId } from "@/lib/service/ids";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// Several instances on PostgreSQL: a message written by another instance reaches a page's
// version stream open on this one through the outbox signal (LISTEN/NOTIFY), within a second.

const url = process.env.DATABASE_URL!;
let other: pg.Client;
beforeAll(async () => {
  other = new pg.Client({ connectionString: url });
  await other.connect();
});
afterAll(() => other.end());

/** What another instance's transport sends after a commit that wrote events. */
const notifyFromAnotherInstance = () => other.query("SELECT pg_notify('staydesk_outbox', 'another-instance null')");

describe("the version stream with several instances", () => {
  it("hears another instance's change within a second", async () => {
    const app = await serviceApp();
    const { key, accountId } = await newAccount();
    const ref = (await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() })).json.data.serviceReference as string;
    const abort = new AbortController();
    const stream = openVersionStream({ read: () => deskEnquiryVersion(ref), allowed: async () => true, signal: abort.signal, checkEveryMs: 3_600_000 });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    // A read that timed out stays pending and takes the next chunk: keep it for the next call.
    let pending: Promise<string> | null = null;
    const nextChunk = async (withinMs: number) => {
      pending ??= reader.read().then((r) => decoder.decode(r.value));
      const got = await Promise.race([pending, new Promise<string>((resolve) => setTimeout(() => resolve("timeout"), withinMs))]);
      if (got !== "timeout") pending = null;
      return got;
    };
    expect(await nextChunk(1_000)).toContain("retry:");
    expect(await nextChunk(1_000)).toContain("event: version");

    // This process listens once its LISTEN is in place: wait until a signal from elsewhere arrives.
    let heard = 0;
    const stop = onSignal("outbox", () => heard++);
    for (let i = 0; i < 50 && heard === 0; i++) {
      await notifyFromAnotherInstance();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop();
    expect(heard).toBeGreaterThan(0);
    // The warm-up signals found nothing new to send.
    expect(await nextChunk(300)).toBe("timeout");

    // Another instance writes an agent's message (straight to the database: no signal in this process), then signals.
    const enquiry = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: ref }, select: { id: true } });
    await getPrisma().message.create({ data: { id: newId(), accountId, enquiryId: enquiry.id, authorSide: "AGENT", authorName: "Ana", text: "From elsewhere", createdAt: new Date() } });
    const started = Date.now();
    await notifyFromAnotherInstance();
    const chunk = await nextChunk(1_000);
    expect(chunk).toContain(`"version":"${await deskEnquiryVersion(ref)}"`);
    expect(Date.now() - started).toBeLessThan(1_000);
    abort.abort();
  });
});
