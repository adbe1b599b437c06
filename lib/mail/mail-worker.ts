import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { getEnv } from "@/lib/env";
import { startWorkLoop } from "@/lib/runtime/work-loop";
import { attemptMail } from "./attempt-mail";
import { claimMail, type MailJob } from "./claim-mail";
import { onMailSignal } from "./mail-signal";
import { createMailTransport, type MailTransport } from "./mail-transport";
import { nextMailDueAt, recordMailOutcome } from "./record-mail-outcome";
import { senderOf, type Mailbox } from "./sender";

export type MailWorkerOptions = {
  transport: MailTransport;
  sender: Mailbox;
  /** Messages in flight at once. */
  concurrency: number;
  pollIntervalMs: number;
  /** How long a claim stays this worker's; longer than timeoutMs. */
  leaseMs: number;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  /** Names this worker in leases; unique per start. */
  owner: string;
};

export type MailWorker = {
  readonly owner: string;
  wake(): void;
  /** Stops claiming, lets the messages in flight finish and record, then resolves. */
  stop(): Promise<void>;
};

const IDLE_WORKER: MailWorker = { owner: "none", wake() {}, stop: async () => {} };

/**
 * The mail worker: claims due messages with leases, sends them a few at a time, records
 * each outcome and schedules retries. Woken at once by new messages (signalMail, from any
 * instance on PostgreSQL), otherwise it sleeps until the next retry falls due, polling at
 * pollIntervalMs at most. Any number of workers can share one database. Without a
 * transport (production with no SMTP_URL) there is nothing to do.
 */
export function startMailWorker(overrides: Partial<MailWorkerOptions> = {}): MailWorker {
  const env = getEnv();
  const transport = overrides.transport ?? createMailTransport(env);
  if (!transport) return IDLE_WORKER;
  const timeoutMs = overrides.timeoutMs ?? env.MAIL_TIMEOUT_MS;
  const o: MailWorkerOptions = {
    transport,
    sender: senderOf(env),
    concurrency: 4,
    pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
    // Room to record the outcome after the slowest attempt.
    leaseMs: timeoutMs + Math.min(30_000, timeoutMs),
    timeoutMs,
    retryDelaysMs: env.MAIL_RETRY_DELAYS_MS,
    owner: `${hostname()}:${process.pid}:mail:${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
  if (o.leaseMs <= o.timeoutMs) throw new Error("The mail lease must be longer than the attempt timeout.");

  const loop = startWorkLoop({
    name: "mail",
    pollIntervalMs: o.pollIntervalMs,
    async fill() {
      const free = o.concurrency - loop.busy();
      if (free <= 0) return false;
      const jobs = await claimMail(o.owner, free, o.leaseMs);
      for (const job of jobs) start(job);
      return jobs.length === free;
    },
    nextDueAt: nextMailDueAt,
    subscribe: onMailSignal,
  });

  function start(job: MailJob): void {
    loop.track(
      attemptMail(job, o)
        .then((outcome) => recordMailOutcome(o.owner, outcome))
        .then((recorded) => {
          if (!recorded) console.warn(`[mail] message ${job.id}: its lease ran out before the outcome was recorded; another worker has it`);
        }),
    );
  }

  loop.wake();

  return {
    owner: o.owner,
    wake: loop.wake,
    stop: loop.stop,
  };
}
