import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { startMailSink, type MailSink } from "@/scripts/support/mail-sink";
import { killChild, startChild, waitForOutput, type Child } from "../delivery/processes";
import { waitFor } from "../delivery/receiver";

// npm run worker's process killed with SIGKILL in the middle of a send (the mail server
// has the message's data and has not answered): the message is neither lost nor sent
// twice once another worker takes it up.

let sink: MailSink;
const children: Child[] = [];
beforeAll(async () => {
  await migrateDatabase();
  sink = await startMailSink();
});
afterAll(async () => {
  await Promise.all(children.map((c) => killChild(c)));
  await sink.close();
});

function startWorker(): Child {
  const child = startChild("scripts/worker.ts", {
    DATABASE_URL: process.env.DATABASE_URL!,
    SMTP_URL: sink.url,
    MAIL_FROM: "Staydesk <no-reply@staydesk.test>",
    MAIL_TIMEOUT_MS: "1500",
    MAIL_POLL_INTERVAL_MS: "100",
  });
  children.push(child);
  return child;
}

describe("a worker killed mid-send", () => {
  it("loses nothing: the message is delivered once by the next worker", { timeout: 60_000 }, async () => {
    await enqueueMail({ kind: "verify-email", dedupeKey: "crash", recipient: "crash@example.test", data: { name: "C", link: "http://localhost:3000/v/c", validHours: 24 } });
    sink.stall(true);
    const first = startWorker();
    await waitForOutput(first, "[worker] delivering", 30_000);
    await waitFor("the mail server to hold the message", () => sink.held() === 1, 20_000);
    await killChild(first, "SIGKILL");

    sink.stall(false);
    const second = startWorker();
    await waitForOutput(second, "[worker] delivering", 30_000);
    await sink.waitFor((m) => m.envelope.to.includes("crash@example.test"), 30_000);
    await waitFor("the message to be recorded as sent", async () => (await getPrisma().outgoingMail.findUnique({ where: { dedupeKey: "crash" } }))?.status === "SENT", 20_000);

    const row = await getPrisma().outgoingMail.findUnique({ where: { dedupeKey: "crash" } });
    expect(row).toMatchObject({ status: "SENT", attempts: 2 });
    expect(sink.messages.filter((m) => m.envelope.to.includes("crash@example.test"))).toHaveLength(1);
  });
});
