import { v7 as uuidv7 } from "uuid";
import { getPrisma } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";
import type { MailData } from "@/lib/mail/kinds";
import { createMailTransport } from "@/lib/mail/mail-transport";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "@/lib/mail/mail-worker";
import type { MailSink } from "@/scripts/support/mail-sink";

// What the mail tests share: an organisation to send for, an invitation's data, and
// workers pointed at a test's SMTP server, stopped after each test.

export const SENDER = { name: "Staydesk", address: "no-reply@staydesk.test" };

export async function newOrganization(name = "Harbour Travel"): Promise<{ id: string; name: string }> {
  const id = uuidv7();
  await getPrisma().organization.create({ data: { id, name, slug: `org-${id}` } });
  return { id, name };
}

export function invitationData(organizationName: string, link = "http://localhost:3000/accept-invitation/inv-1"): MailData<"invitation"> {
  return {
    organizationName,
    inviterName: "Ada Admin",
    inviterEmail: "ada@harbour.test",
    role: "agent",
    link,
    expiresAt: "2030-01-08T12:00:00.000Z",
  };
}

const started: MailWorker[] = [];

/** Stopped after the test, like the workers of workerFor. */
export function track(worker: MailWorker): MailWorker {
  started.push(worker);
  return worker;
}

/** A mail worker sending to `sink` through SMTP, with quick polls and the given retries. */
export function workerFor(sink: MailSink, overrides: Partial<MailWorkerOptions> = {}): MailWorker {
  const transport = createMailTransport({ ...getEnv(), SMTP_URL: `${sink.url}?tls.rejectUnauthorized=false`, MAIL_TIMEOUT_MS: 5000 })!;
  return track(startMailWorker({ transport, sender: SENDER, pollIntervalMs: 50, timeoutMs: 5000, retryDelaysMs: [100, 100, 100], ...overrides }));
}

export async function stopWorkers(): Promise<void> {
  await Promise.all(started.splice(0).map((w) => w.stop()));
}

export function mailRows() {
  return getPrisma().outgoingMail.findMany({ orderBy: { createdAt: "asc" } });
}
