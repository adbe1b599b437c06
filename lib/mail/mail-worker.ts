import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { getEnv } from "@/lib/env";
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

  const inFlight = new Set<Promise<void>>();
  let running = true;
  let pumping: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastReport = 0;

  function report(error: unknown): void {
    // A database that is down would fail every round: say so every few seconds, not every time.
    if (Date.now() - lastReport < 5000) return;
    lastReport = Date.now();
    console.error("[mail] worker error (it keeps retrying):", error);
  }

  // A wake-up while a round is under way makes it go round again, so that none is lost
  // (a message finishing just as the round found no free slot).
  function wake(): void {
    if (!running) return;
    again = true;
    if (pumping) return;
    pumping = round().finally(() => {
      pumping = null;
      void scheduleNext();
    });
  }

  async function round(): Promise<void> {
    try {
      while (again && running) {
        again = false;
        const free = o.concurrency - inFlight.size;
        if (free <= 0) continue;
        const jobs = await claimMail(o.owner, free, o.leaseMs);
        for (const job of jobs) start(job);
        if (jobs.length === free) again = true;
      }
    } catch (error) {
      report(error);
    }
  }

  function start(job: MailJob): void {
    const task: Promise<void> = attemptMail(job, o)
      .then((outcome) => recordMailOutcome(o.owner, outcome))
      .then((recorded) => {
        if (!recorded) console.warn(`[mail] message ${job.id}: its lease ran out before the outcome was recorded; another worker has it`);
      })
      .catch(report)
      .finally(() => {
        inFlight.delete(task);
        wake();
      });
    inFlight.add(task);
  }

  async function scheduleNext(): Promise<void> {
    clearTimeout(timer);
    if (!running) return;
    let delay = o.pollIntervalMs;
    try {
      const next = await nextMailDueAt();
      if (next !== null) delay = Math.min(delay, Math.max(0, next - Date.now() + 1));
    } catch (error) {
      report(error);
    }
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(wake, delay);
  }

  const unsubscribe = onMailSignal(wake);
  wake();

  return {
    owner: o.owner,
    wake,
    async stop() {
      running = false;
      unsubscribe();
      clearTimeout(timer);
      await pumping;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
