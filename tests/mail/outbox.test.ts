import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { startMailWorker } from "@/lib/mail/mail-worker";
import { startMailSink, type MailSink } from "@/scripts/support/mail-sink";
import { waitFor } from "../delivery/receiver";
import { invitationData, mailRows, newOrganization, SENDER, stopWorkers, track, workerFor } from "./fixture";

// The outbox and its worker against a real SMTP server in this process: what arrives,
// once, whatever the server does in the meantime.

let sink: MailSink;
beforeAll(async () => {
  await migrateDatabase();
  sink = await startMailSink();
});
afterEach(stopWorkers);
afterAll(() => sink.close());

const to = (address: string) => (m: { envelope: { to: string[] } }) => m.envelope.to.includes(address);

describe("the mail outbox", () => {
  it("sends a message for an organisation from the deployment's sender, naming the organisation in the body only, with both parts and the headers", async () => {
    const org = await newOrganization("Harbour Travel");
    await enqueueMail({ kind: "invitation", dedupeKey: "invitation:one", recipient: "Bea@Example.test", organizationId: org.id, data: invitationData(org.name) });
    workerFor(sink);
    const message = await sink.waitFor(to("bea@example.test"));
    const { mail } = message;
    const [row] = await getPrisma().outgoingMail.findMany({ where: { dedupeKey: "invitation:one" } });

    expect(mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@staydesk.test" }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([{ name: "", address: "bea@example.test" }]);
    expect(mail.replyTo?.value).toEqual([{ name: "", address: "ada@harbour.test" }]);
    expect(mail.subject).toBe("You are invited to join an organisation on Staydesk");
    expect(mail.messageId).toBe(`<${row!.id}@staydesk.test>`);
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.html).toContain('href="http://localhost:3000/accept-invitation/inv-1"');
    expect(mail.html).toContain("Join Harbour Travel");
    expect(mail.text).toContain("http://localhost:3000/accept-invitation/inv-1");
    expect(mail.text).toContain("8 January 2030");
    expect(message.raw).toMatch(/Content-Type: multipart\/alternative/i);

    await waitFor("the message to be recorded as sent", async () => (await mailRows()).some((r) => r.dedupeKey === "invitation:one" && r.status === "SENT"));
    const sent = (await mailRows()).find((r) => r.dedupeKey === "invitation:one")!;
    expect(sent).toMatchObject({ status: "SENT", attempts: 1, data: null, html: null, text: null, lastError: null, subject: mail.subject });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("keeps one message per key, however often it is asked for", async () => {
    const request = { kind: "reset-password" as const, dedupeKey: "reset:twice", recipient: "twice@example.test", data: { name: "Tia", link: "http://localhost:3000/r/1", validMinutes: 30 } };
    expect(await Promise.all([enqueueMail(request), enqueueMail(request), enqueueMail(request)])).toEqual(expect.arrayContaining([true, false, false]));
    workerFor(sink);
    await sink.waitFor(to("twice@example.test"));
    await waitFor("the message to be recorded", async () => (await mailRows()).some((r) => r.dedupeKey === "reset:twice" && r.status === "SENT"));
    expect(sink.messages.filter(to("twice@example.test"))).toHaveLength(1);
    expect((await mailRows()).filter((r) => r.dedupeKey === "reset:twice")).toHaveLength(1);
  });

  it("is written with the transaction that causes it, or not at all", async () => {
    const data = { name: "Ula", link: "http://localhost:3000/v/1", validHours: 24 };
    await expect(
      getPrisma().$transaction(async (tx) => {
        await enqueueMail({ kind: "verify-email", dedupeKey: "tx:rolled-back", recipient: "ula@example.test", data }, tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await getPrisma().$transaction(async (tx) => {
      await enqueueMail({ kind: "verify-email", dedupeKey: "tx:committed", recipient: "ula@example.test", data }, tx);
    });
    const keys = (await mailRows()).map((r) => r.dedupeKey);
    expect(keys).toContain("tx:committed");
    expect(keys).not.toContain("tx:rolled-back");
  });

  it("delivers everything, once, after the mail server comes back", async () => {
    await sink.down();
    const addresses = Array.from({ length: 5 }, (_, i) => `down-${i}@example.test`);
    for (const [i, recipient] of addresses.entries()) {
      await enqueueMail({ kind: "reset-password", dedupeKey: `down:${i}`, recipient, data: { name: "D", link: `http://localhost:3000/r/${i}`, validMinutes: 30 } });
    }
    workerFor(sink, { retryDelaysMs: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] });
    const downRows = async () => (await mailRows()).filter((r) => r.dedupeKey.startsWith("down:"));
    await waitFor("every message to have failed twice", async () => (await downRows()).every((r) => r.attempts >= 2 && r.status === "PENDING"));
    expect((await downRows())[0]!.lastError).toBe("The mail server could not be reached.");

    await sink.up();
    await waitFor("every message to be recorded as sent", async () => (await downRows()).every((r) => r.status === "SENT"), 20_000);
    for (const address of addresses) expect(sink.messages.filter(to(address))).toHaveLength(1);
  });

  it("records a refused recipient once and never tries it again", async () => {
    sink.refuse("nobody@example.test");
    await enqueueMail({ kind: "verify-email", dedupeKey: "refused", recipient: "nobody@example.test", data: { name: "N", link: "http://localhost:3000/v/2", validHours: 24 } });
    const worker = workerFor(sink, { retryDelaysMs: [50, 50, 50, 50] });
    const refused = async () => (await mailRows()).find((r) => r.dedupeKey === "refused")!;
    await waitFor("the refusal to be recorded", async () => (await refused()).status === "FAILED");
    expect(await refused()).toMatchObject({ attempts: 1, data: null, lastError: "The mail server refused the recipient's address (550 5.1.1 No such user here)." });

    // Later work goes through and the refused message stays as it was.
    await enqueueMail({ kind: "verify-email", dedupeKey: "after-refused", recipient: "somebody@example.test", data: { name: "S", link: "http://localhost:3000/v/3", validHours: 24 } });
    worker.wake();
    await sink.waitFor(to("somebody@example.test"));
    expect((await refused()).attempts).toBe(1);
    expect(sink.messages.filter(to("nobody@example.test"))).toHaveLength(0);
  });

  it("gives up after the last retry and says why", async () => {
    const dead = await startMailSink();
    await dead.down();
    await enqueueMail({ kind: "verify-email", dedupeKey: "gives-up", recipient: "late@example.test", data: { name: "L", link: "http://localhost:3000/v/4", validHours: 24 } });
    workerFor(dead, { retryDelaysMs: [20, 20] });
    const row = async () => (await mailRows()).find((r) => r.dedupeKey === "gives-up")!;
    await waitFor("the message to be given up", async () => (await row()).status === "FAILED");
    expect(await row()).toMatchObject({ attempts: 3, lastError: "Gave up after 3 attempts. The mail server could not be reached." });
  });

  it("has a message due the moment it is written: a worker woken at once finds it", async () => {
    const { claimMail } = await import("@/lib/mail/claim-mail");
    for (let i = 0; i < 40; i++) {
      await enqueueMail({ kind: "verify-email", dedupeKey: `due-${i}`, recipient: `due-${i}@example.test`, data: { name: "D", link: "http://localhost:3000/v/6", validHours: 24 } });
      const claimed = await claimMail("at-once", 100, 60_000);
      expect(claimed.map((j) => j.recipient)).toEqual([`due-${i}@example.test`]);
    }
  });

  it("takes up a message whose worker died holding it, when the lease runs out", async () => {
    await enqueueMail({ kind: "verify-email", dedupeKey: "orphan", recipient: "orphan@example.test", data: { name: "O", link: "http://localhost:3000/v/5", validHours: 24 } });
    // A worker that claims and then never answers: its lease is 300 ms.
    const { claimMail } = await import("@/lib/mail/claim-mail");
    const claimed = await claimMail("dead-worker", 100, 300);
    expect(claimed.map((j) => j.recipient)).toContain("orphan@example.test");
    workerFor(sink);
    await sink.waitFor(to("orphan@example.test"));
    await waitFor("the message to be recorded", async () => (await mailRows()).find((r) => r.dedupeKey === "orphan")!.status === "SENT");
    expect((await mailRows()).find((r) => r.dedupeKey === "orphan")!.attempts).toBe(2);
    expect(sink.messages.filter(to("orphan@example.test"))).toHaveLength(1);
  });

  it("sends each message once with two workers on one database", async () => {
    const count = 60;
    for (let i = 0; i < count; i++) {
      await enqueueMail({ kind: "verify-email", dedupeKey: `pair:${i}`, recipient: `pair-${i}@example.test`, data: { name: "P", link: `http://localhost:3000/v/p${i}`, validHours: 24 } });
    }
    workerFor(sink, { concurrency: 4 });
    workerFor(sink, { concurrency: 4 });
    const pairRows = async () => (await mailRows()).filter((r) => r.dedupeKey.startsWith("pair:"));
    await waitFor("every message to be sent", async () => (await pairRows()).every((r) => r.status === "SENT"), 30_000);
    const arrived = sink.messages.filter((m) => m.envelope.to[0]?.startsWith("pair-"));
    expect(arrived).toHaveLength(count);
    expect(new Set(arrived.map((m) => m.mail.messageId)).size).toBe(count);
    expect((await pairRows()).every((r) => r.attempts === 1)).toBe(true);
  });

  it("keeps both parts in the outbox when there is no mail server (the development catcher)", async () => {
    await enqueueMail({ kind: "verify-email", dedupeKey: "caught", recipient: "dev@example.test", data: { name: "Dev", link: "http://localhost:3000/v/6", validHours: 24 } });
    track(startMailWorker({ sender: SENDER, pollIntervalMs: 50 })); // no SMTP_URL in the tests: the catcher
    const row = async () => (await mailRows()).find((r) => r.dedupeKey === "caught")!;
    await waitFor("the catcher to keep it", async () => (await row()).status === "SENT");
    const caught = await row();
    expect(caught.subject).toBe("Confirm your e-mail address for Staydesk");
    expect(caught.html).toContain('href="http://localhost:3000/v/6"');
    expect(caught.text).toContain("http://localhost:3000/v/6");
    expect(sink.messages.filter(to("dev@example.test"))).toHaveLength(0);
  });
});
