import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { getPrisma, type Db } from "@/lib/db/prisma";
import { getEnv } from "@/lib/env";
import { webhookTargetRules, type WebhookTargetRules } from "../webhooks/check-webhook-url";

export type DeliveryWorkerOptions = {
  /** Attempts in flight at once, in all. */
  concurrency: number;
  /** Attempts in flight to one webhook (per worker), so a slow receiver holds only its share. */
  perWebhook: number;
  /** Fallback poll for work from other processes or left by a crash. */
  pollIntervalMs: number;
  /** How long a claim stays this worker's; longer than timeoutMs. */
  leaseMs: number;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  /** Attempts in flight for one account's webhooks (per worker), so one tenant's slow receivers never hold most of the worker. */
  perAccount: number;
  /** Where deliveries may go; every URL is checked again before each attempt. */
  targets: WebhookTargetRules;
  db: Db;
  /** Names this worker in leases; unique per start. */
  owner: string;
};

export function workerOptions(overrides: Partial<DeliveryWorkerOptions> = {}): DeliveryWorkerOptions {
  const env = getEnv();
  const timeoutMs = overrides.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS;
  return {
    concurrency: env.WEBHOOK_CONCURRENCY,
    perWebhook: env.WEBHOOK_CONCURRENCY_PER_WEBHOOK,
    perAccount: env.WEBHOOK_CONCURRENCY_PER_ACCOUNT,
    pollIntervalMs: env.WEBHOOK_POLL_INTERVAL_MS,
    // Room for the address check and the result's write after the slowest attempt.
    leaseMs: env.WEBHOOK_LEASE_MS ?? timeoutMs + 30_000,
    timeoutMs,
    retryDelaysMs: env.WEBHOOK_RETRY_DELAYS_MS,
    targets: webhookTargetRules(),
    db: getPrisma(),
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
}
