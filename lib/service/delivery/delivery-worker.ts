import { startWorkLoop } from "@/lib/runtime/work-loop";
import { onOutboxSignal } from "../events/outbox-signal";
import { claimDeliveries, type ClaimPlan } from "./claim-deliveries";
import { findDueWebhooks, nextDueAt } from "./due-work";
import { createOutcomeRecorder } from "./outcome-recorder";
import { recordOutcomes } from "./record-outcomes";
import { sendDelivery } from "./send-delivery";
import type { DeliveryJob, DueWebhook } from "./types";
import { workerOptions, type DeliveryWorkerOptions } from "./worker-options";

const CLAIM_SPACING_MS = 2;

export type DeliveryWorker = {
  readonly owner: string;
  /** Look for due work now (as a committed event does). */
  wake(): void;
  /** Stops claiming, lets the attempts in flight finish and record, then resolves. */
  stop(): Promise<void>;
};

/**
 * The delivery worker: claims due deliveries with leases, sends them with bounded
 * concurrency (overall, per account and per webhook), records every attempt and schedules retries.
 * Woken at once by this process's commits (onOutboxSignal) and by each finished
 * attempt; otherwise it sleeps until the next retry falls due, polling at
 * pollIntervalMs at most for work that another process wrote or a crash left behind.
 * Any number of workers, in any processes, can share one database.
 */
export function startDeliveryWorker(overrides: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker {
  const o = workerOptions(overrides);
  if (o.leaseMs <= o.timeoutMs) throw new Error("The delivery lease must be longer than the attempt timeout.");

  const perWebhook = new Map<string, number>();
  const perAccount = new Map<string, number>();
  let round = 0;
  // Claims are spaced: while attempts are in flight, the next claim waits until a few
  // slots have freed up or CLAIM_SPACING_MS have passed since the last one. Each claim is a
  // write transaction and a scan whatever it takes, so claiming one row per finished
  // attempt would spend a burst's time on claims; new work waits 2 ms at most for it.
  let freed = 0;
  let lastClaimAt = 0;
  let spacingTimer: NodeJS.Timeout | undefined;
  const claimBatch = Math.max(1, Math.floor(o.concurrency / 8));

  const loop = startWorkLoop({
    name: "delivery",
    pollIntervalMs: o.pollIntervalMs,
    fill,
    nextDueAt: () => nextDueAt(Date.now()),
    subscribe: onOutboxSignal,
    onStop: () => clearTimeout(spacingTimer),
  });
  const recorder = createOutcomeRecorder((batch) => recordOutcomes(o.db, o.owner, batch, o.retryDelaysMs), loop.report);

  /** Claims and starts what fits; true when it may find more at once. */
  async function fill(): Promise<boolean> {
    const free = o.concurrency - loop.busy();
    if (free <= 0) return false;
    if (loop.busy() > 0 && freed < claimBatch) {
      const wait = lastClaimAt + CLAIM_SPACING_MS - performance.now();
      if (wait > 0) {
        spacingTimer ??= setTimeout(() => {
          spacingTimer = undefined;
          loop.wake();
        }, Math.ceil(wait));
        return false;
      }
    }
    freed = 0;
    lastClaimAt = performance.now();
    const now = Date.now();
    const plan = planClaims(await findDueWebhooks(now), free);
    if (plan.length === 0) return false;
    const jobs = await claimDeliveries(o.db, plan, o.owner, o.leaseMs, now);
    for (const job of jobs) start(job);
    return jobs.length > 0 && loop.busy() < o.concurrency;
  }

  // Fair shares of the free slots among the webhooks with due work and room left (in
  // their own cap and their account's), the first pick rotating so that no webhook
  // always goes first.
  function planClaims(due: DueWebhook[], free: number): ClaimPlan {
    const accountRoom = new Map<string, number>();
    const open = due
      .map((webhook) => ({ webhook, room: o.perWebhook - (perWebhook.get(webhook.id) ?? 0) }))
      .filter((x) => x.room > 0 && o.perAccount - (perAccount.get(x.webhook.accountId) ?? 0) > 0);
    if (open.length === 0) return [];
    const first = round++ % open.length;
    const rotated = [...open.slice(first), ...open.slice(0, first)];
    const share = Math.ceil(free / rotated.length);
    const plan: ClaimPlan = [];
    let left = free;
    for (const { webhook, room } of rotated) {
      if (left <= 0) break;
      const account = accountRoom.get(webhook.accountId) ?? o.perAccount - (perAccount.get(webhook.accountId) ?? 0);
      const limit = Math.min(room, share, left, account);
      if (limit <= 0) continue;
      plan.push({ webhook, limit });
      accountRoom.set(webhook.accountId, account - limit);
      left -= limit;
    }
    return plan;
  }

  function start(job: DeliveryJob): void {
    perWebhook.set(job.webhookId, (perWebhook.get(job.webhookId) ?? 0) + 1);
    perAccount.set(job.accountId, (perAccount.get(job.accountId) ?? 0) + 1);
    loop.track(
      sendDelivery(job, o)
        .then((outcome) => recorder.record(outcome))
        .finally(() => {
          freed++;
          const left = (perWebhook.get(job.webhookId) ?? 1) - 1;
          if (left > 0) perWebhook.set(job.webhookId, left);
          else perWebhook.delete(job.webhookId);
          const accountLeft = (perAccount.get(job.accountId) ?? 1) - 1;
          if (accountLeft > 0) perAccount.set(job.accountId, accountLeft);
          else perAccount.delete(job.accountId);
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
