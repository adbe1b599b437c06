import { afterEach } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { startDeliveryWorker, type DeliveryWorker } from "@/lib/service/delivery/delivery-worker";
import type { DeliveryWorkerOptions } from "@/lib/service/delivery/worker-options";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// What the delivery tests share: an account that talks to the in-process API, and
// workers with short timings that are stopped after each test.

const workers: DeliveryWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

/** A worker with test timings (override any); stopped after the test. */
export function testWorker(overrides: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker {
  const worker = startDeliveryWorker({ timeoutMs: 500, leaseMs: 3000, retryDelaysMs: [100, 200], pollIntervalMs: 50, ...overrides });
  workers.push(worker);
  return worker;
}

export async function apiClient() {
  const app = await serviceApp();
  const account = await newAccount();
  const api = (method: string, path: string, body?: unknown) => call(app, method, `/external-api/v1${path}`, { key: account.key, body });
  return {
    app,
    account,
    api,
    async addWebhook(url: string, events: string[] = []): Promise<{ id: string; url: string }> {
      const res = await api("POST", "/webhooks", { url, events });
      if (res.status !== 201) throw new Error(`webhook not created: ${res.status} ${res.text}`);
      return res.json.data;
    },
    async createEnquiry(): Promise<{ serviceReference: string }> {
      const res = await api("POST", "/enquiries", enquiryBody());
      if (res.status !== 201) throw new Error(`enquiry not created: ${res.status} ${res.text}`);
      return res.json.data;
    },
    async trigger(serviceReference: string, eventType: string) {
      const res = await api("POST", `/sandbox/enquiries/${serviceReference}/trigger-webhook-event`, { eventType });
      if (res.status !== 204) throw new Error(`event not triggered: ${res.status} ${res.text}`);
    },
    /** The account's events, oldest first, as stored. */
    events: () => getPrisma().event.findMany({ where: { accountId: account.accountId }, orderBy: { createdAt: "asc" } }),
  };
}
