import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { createServiceListener } from "@/lib/service/http/node-listener";
import { enquiryBody, serviceApp } from "./service";

// The service under a steady load of writes and reads while its database goes away and
// comes back: what each answer was, and whether the same process recovers on its own.

export type Answer = { status: number; retryAfter: string | null; contentType: string | null; title?: string; externalId?: string; phase: Phase };
type Phase = "before" | "outage" | "after";

export async function listen(): Promise<{ base: string; server: Server }> {
  const server = createServer(createServiceListener(await serviceApp()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Runs `workers` clients in a loop (a create, then a read) while `cut` takes the database
 * away and `restore` brings it back, each step waiting on what the clients see: some
 * successes first, then some 503s, then successes again. Returns every answer.
 */
export async function underOutage(base: string, key: string, steps: { cut(): void | Promise<void>; restore(): void | Promise<void> }, workers = 4): Promise<Answer[]> {
  const answers: Answer[] = [];
  let phase: Phase = "before";
  let running = true;
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { "x-api-key": key, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const json = text ? (JSON.parse(text) as { title?: string; data?: { externalId?: string } }) : {};
    answers.push({
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      contentType: res.headers.get("content-type"),
      title: json.title,
      externalId: res.status === 201 ? json.data?.externalId : undefined,
      phase,
    });
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      await send("POST", "/external-api/v1/enquiries", enquiryBody());
      await send("GET", "/external-api/v1/webhooks");
    }
  });
  const count = (p: Phase, status: number) => answers.filter((a) => a.phase === p && a.status === status).length;
  try {
    await expect.poll(() => count("before", 201), { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(10);
    phase = "outage";
    await steps.cut();
    await expect.poll(() => count("outage", 503), { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(10);
    await steps.restore();
    phase = "after";
    await expect.poll(() => count("after", 201), { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(10);
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return answers;
}

/** What every outage test asserts of the answers, and of what the service logged (`console.error`'s calls). */
export function expectRetryableOutage(answers: Answer[], logged: unknown[][]) {
  // The failures were all classified as unavailability: no fault was logged.
  const faults = logged.filter((c) => String(c[0]).startsWith("[service]") && !String(c[0]).includes("unavailable"));
  expect(faults.map((c) => String((c[1] as Error | undefined)?.stack ?? c[1]).slice(0, 1500))).toEqual([]);
  // Never a 500: a success, or a 503 that says when to come back.
  expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 201, 503]));
  for (const a of answers.filter((x) => x.status === 503)) {
    expect(a.retryAfter).toBe("5");
    expect(a.contentType).toBe("application/problem+json");
    expect(a.title).toBe("Service Unavailable");
  }
}
