import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getEnv } from "@/lib/env";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { claimMail } from "@/lib/mail/claim-mail";
import { createMailTransport } from "@/lib/mail/mail-transport";
import { startMailWorker } from "@/lib/mail/mail-worker";
import { startMailSink, type MailSink } from "@/scripts/support/mail-sink";
import { mailRows, SENDER, stopWorkers, track } from "./fixture";

// TLS as SMTP_URL says, and claims that never hand one message to two workers.

beforeAll(() => migrateDatabase());
const sinks: MailSink[] = [];
afterEach(async () => {
  await stopWorkers();
  await Promise.all(sinks.splice(0).map((s) => s.close()));
});

async function sendThrough(url: string, sink: MailSink, recipient: string) {
  await enqueueMail({ kind: "verify-email", dedupeKey: `tls:${recipient}`, recipient, data: { name: "T", link: "http://localhost:3000/v/t", validHours: 24 } });
  const transport = createMailTransport({ ...getEnv(), SMTP_URL: url })!;
  track(startMailWorker({ transport, sender: SENDER, pollIntervalMs: 50 }));
  return sink.waitFor((m) => m.envelope.to.includes(recipient));
}

describe("the connection to the mail server", () => {
  it("smtp:// upgrades with STARTTLS when the server offers it", async () => {
    const sink = await startMailSink({ startTls: true });
    sinks.push(sink);
    // The test server's certificate is self-signed: nodemailer's own URL option accepts it.
    const message = await sendThrough(`smtp://127.0.0.1:${sink.port}?tls.rejectUnauthorized=false`, sink, "starttls@example.test");
    expect(message.secure).toBe(true);
  });

  it("smtp:// stays plain with a server that offers no STARTTLS", async () => {
    const sink = await startMailSink();
    sinks.push(sink);
    expect((await sendThrough(sink.url, sink, "plain@example.test")).secure).toBe(false);
  });

  it("smtps:// speaks TLS from the first byte", async () => {
    const sink = await startMailSink({ secure: true });
    sinks.push(sink);
    const message = await sendThrough(`smtps://127.0.0.1:${sink.port}?tls.rejectUnauthorized=false`, sink, "smtps@example.test");
    expect(message.secure).toBe(true);
  });
});

describe("claims", () => {
  it("hand each due message to exactly one of many concurrent workers", async () => {
    const count = 300;
    for (let i = 0; i < count; i++) {
      await enqueueMail({ kind: "verify-email", dedupeKey: `race:${i}`, recipient: `race-${i}@example.test`, data: { name: "R", link: "http://localhost:3000/v/r", validHours: 24 } });
    }
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (;;) {
          const jobs = await claimMail(`claimer-${w}`, 7, 60_000);
          if (jobs.length === 0) return;
          claimed.push(...jobs.map((j) => j.id));
        }
      }),
    );
    const raceIds = (await mailRows()).filter((r) => r.dedupeKey.startsWith("race:")).map((r) => r.id);
    expect(claimed.filter((id) => raceIds.includes(id)).sort()).toEqual([...raceIds].sort());
    expect(new Set(claimed).size).toBe(claimed.length);
  });
});
