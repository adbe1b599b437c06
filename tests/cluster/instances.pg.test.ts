import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVISIONING_TOKEN_HEADER } from "@/lib/contract/provisioning";
import { decryptApiKey } from "@/lib/portal/connections/key-cipher";
import { sandboxProvisioningToken } from "@/lib/secrets";
import { deploymentEnv, ensureBuilt, freePort, startInstance, startProxy, stopInstance, type Instance } from "../../scripts/support/instances";
import { sleep, startReceiver, waitFor, type Receiver } from "../delivery/receiver";
import { enquiryBody } from "../helpers/service";

// Three instances of the built app (built first when out of date) on one PostgreSQL database behind a
// round-robin proxy, as in compose.yaml: a burst of events survives one instance killed
// with SIGKILL and restarted, revoked keys are refused everywhere within a second, and
// the API's rate limit is one budget for the three.

const LIMIT = 2_400; // requests per key and minute
const CONCURRENCY = 8; // deliveries in flight per instance
const EVENTS = 2_000;
const KEY = `sd_test_${randomBytes(24).toString("hex")}`;
const run = promisify(execFile);

const url = process.env.DATABASE_URL!;
const env = deploymentEnv(url, {
  SERVICE_BOOTSTRAP_API_KEY: KEY,
  RATE_LIMIT_PER_MINUTE: String(LIMIT),
  DATABASE_POOL_SIZE: "5",
  WEBHOOK_CONCURRENCY: String(CONCURRENCY),
  WEBHOOK_CONCURRENCY_PER_WEBHOOK: "4",
  WEBHOOK_TIMEOUT_MS: "2000",
  WEBHOOK_LEASE_MS: "4000",
  WEBHOOK_RETRY_DELAYS_MS: "200,400,800,1600,3200",
  SHUTDOWN_GRACE_MS: "5000",
});
// The provisioning token is derived from the deployment's secret.
process.env.STAYDESK_SECRET = env.STAYDESK_SECRET;

let ports: number[] = [];
let proxyPort = 0;
const instances: (Instance | null)[] = [];
let proxy: Awaited<ReturnType<typeof startProxy>>;
const receivers: Receiver[] = [];
const db = new pg.Client({ connectionString: url });

beforeAll(async () => {
  ensureBuilt();
  [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  // The deployment's public origin is the proxy's, as it is the balancer's behind nginx:
  // the portal's own webhook receiver is reached through it, so any instance may receive.
  env.PORTAL_URL = `http://127.0.0.1:${proxyPort}`;
  // The demo organisation (connected to the sandbox, its receiver registered), for the live stream.
  await run(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"], { env: { ...process.env, ...env, NODE_ENV: "development" } });
  // All three at once: migrations, the sandbox inventory and the bootstrap key happen once.
  instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
  proxy = await startProxy(() => ports, proxyPort);
  await db.connect();
}, 420_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i && stopInstance(i, "SIGKILL")));
  await proxy?.close();
  await Promise.all(receivers.map((r) => r.close()));
  await db.end();
});

const api = (base: string, method: string, p: string, key = KEY, body?: unknown) =>
  fetch(`${base}/external-api/v1${p}`, {
    method,
    headers: { "x-api-key": key, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A new key from the CLI (npm run service:key), as an operator makes one. */
async function cliKey(account: string): Promise<{ account: string; id: string; key: string }> {
  const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/service-key.ts", "--account", account], { env: { ...process.env, ...env } });
  const lines = stdout.trim().split("\n");
  return { account, id: /new key id (\S+)\./.exec(stdout)![1]!, key: lines.at(-1)!.trim() };
}

/** How long after `since` each instance first refuses `key` (403), polling every 20 ms. */
async function refusedAfter(key: string, since: number): Promise<number[]> {
  return Promise.all(
    instances.map(async (instance) => {
      for (;;) {
        if ((await api(instance!.base, "GET", "/enquiries/none", key)).status === 403) return Date.now() - since;
        if (Date.now() - since > 10_000) return Infinity;
        await sleep(20);
      }
    }),
  );
}

describe("three instances on one PostgreSQL", () => {
  it("delivers every event of a burst once, with one instance killed (SIGKILL) and restarted", { timeout: 240_000 }, async () => {
    const counts = [new Map<string, number>(), new Map<string, number>()];
    for (const count of counts) {
      receivers.push(
        await startReceiver((r) => {
          const id = String(r.headers["x-event-id"]);
          count.set(id, (count.get(id) ?? 0) + 1);
          return { status: 200, delayMs: 5 };
        }),
      );
    }
    for (const r of receivers) expect((await api(proxy.base, "POST", "/webhooks", KEY, { url: r.url })).status).toBe(201);

    let acknowledged = 0;
    let cutOff = 0;
    let next = 0;
    let restarted: Promise<void> | null = null;
    const sender = async () => {
      while (next < EVENTS) {
        next++;
        const status = await api(proxy.base, "POST", "/enquiries", KEY, enquiryBody()).then((r) => r.status, () => 0);
        if (status === 201) acknowledged++;
        else cutOff++; // cut off by the kill: it may or may not have committed
        if (acknowledged === 600 && !restarted) {
          const victim = instances[1]!;
          await stopInstance(victim, "SIGKILL");
          instances[1] = null;
          restarted = sleep(500).then(async () => {
            instances[1] = await startInstance(victim.port, env);
          });
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: 12 }, sender));
    await restarted;

    const events = async () => (await db.query<{ id: string }>(`SELECT "id" FROM "Event" WHERE "type" = 'ENQUIRY.CREATED'`)).rows.map((r) => r.id);
    const all = await events();
    expect(all.length).toBeGreaterThanOrEqual(acknowledged);
    await waitFor("every event at both receivers", () => all.every((id) => counts.every((c) => c.has(id))), 120_000);
    const elapsed = Date.now() - started;
    await sleep(1_000); // anything sent twice would arrive by now

    const pendingRows = await db.query(`SELECT count(*)::int AS n FROM "Delivery" WHERE "status" <> 'SUCCEEDED'`);
    const duplicates = counts.reduce((n, c) => n + [...c.values()].reduce((m, k) => m + k - 1, 0), 0);
    console.log(
      `[instances] ${all.length} events (${acknowledged} acknowledged, ${cutOff} cut off by the kill) delivered to 2 receivers in ${(elapsed / 1000).toFixed(1)} s; ${duplicates} sent twice`,
    );
    expect(pendingRows.rows[0].n).toBe(0);
    // At least once, exactly once among live instances: only attempts that the killed
    // instance had in flight (at most its WEBHOOK_CONCURRENCY) may arrive twice.
    expect(duplicates).toBeLessThanOrEqual(CONCURRENCY);
  });

  it("refuses a key revoked by the CLI, and one revoked through an instance, on every instance within 1 s", { timeout: 60_000 }, async () => {
    // Revoked by the CLI, another process.
    const cli = await cliKey(`cli-${Date.now()}`);
    for (const i of instances) expect((await api(i!.base, "GET", "/enquiries/none", cli.key)).status).toBe(404); // cached as valid everywhere
    await run(path.resolve("node_modules/.bin/tsx"), ["scripts/service-key.ts", "--account", cli.account, "--revoke", cli.id], { env: { ...process.env, ...env } });
    const byCli = await refusedAfter(cli.key, Date.now());

    // Revoked through an instance: provisioning the same portal account again replaces its key.
    const provision = (accountName: string) =>
      fetch(`${instances[0]!.base}/external-api/v1/sandbox/accounts`, {
        method: "POST",
        headers: { [PROVISIONING_TOKEN_HEADER]: sandboxProvisioningToken(), "content-type": "application/json" },
        body: JSON.stringify({ accountName }),
      });
    const first = (await (await provision(`portal:cluster-${Date.now()}`)).json()) as { data: { apiKey: string; accountName: string } };
    for (const i of instances) expect((await api(i!.base, "GET", "/enquiries/none", first.data.apiKey)).status).toBe(404);
    expect((await provision(first.data.accountName)).status).toBe(201);
    const byInstance = await refusedAfter(first.data.apiKey, Date.now());

    console.log(`[instances] revoked key refused after (ms, per instance): CLI ${byCli.join(", ")}; through instance 1 ${byInstance.join(", ")}`);
    for (const ms of [...byCli, ...byInstance]) expect(ms).toBeLessThanOrEqual(1_000);
  });

  it("holds the API's rate limit as one budget across the three", { timeout: 120_000 }, async () => {
    const { key } = await cliKey(`limit-${Date.now()}`);
    // One fixed window: start early enough in the minute to finish inside it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 30_000) await sleep(60_000 - intoMinute + 100);
    const statuses = new Map<number, number>();
    let n = 0;
    const total = LIMIT + 60;
    const client = async () => {
      while (n < total) {
        const instance = instances[n++ % 3]!;
        const status = (await api(instance.base, "GET", "/enquiries/none", key)).status;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 12 }, client));
    console.log(`[instances] ${total} requests over 3 instances with a limit of ${LIMIT}: ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(Object.fromEntries(statuses)).toEqual({ 404: LIMIT, 429: 60 });
  });

  it("streams an event received by one instance to browsers connected to every instance", { timeout: 60_000 }, async () => {
    const origin = env.PORTAL_URL!;
    const signIn = await fetch(`${proxy.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email: "admin@demo-travel.test", password: "staydesk-demo-admin" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    // One stream on each instance, straight to it (not through the proxy).
    const seen = instances.map(() => new Set<string>());
    const snapshotNotices = instances.map(() => 0);
    const controllers = instances.map(() => new AbortController());
    await Promise.all(
      instances.map(async (instance, i) => {
        const res = await fetch(`${instance!.base}/api/events`, { headers: { cookie, accept: "text/event-stream" }, signal: controllers[i]!.signal });
        expect(res.status).toBe(200);
        const decoder = new TextDecoder();
        let buffer = "";
        let connected!: () => void;
        const ready = new Promise<void>((resolve) => (connected = resolve));
        void (async () => {
          try {
            for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
              buffer += decoder.decode(chunk, { stream: true });
              if (buffer.includes(": connected")) connected();
              for (const match of buffer.matchAll(/"eventId":"([^"]+)"/g)) seen[i]!.add(match[1]!);
              snapshotNotices[i] = buffer.split("event: enquiry\n").length - 1;
            }
          } catch {
            // aborted at the end
          }
        })();
        await ready;
      }),
    );

    const { rows } = await db.query<{ organizationId: string; baseUrl: string | null; keyCiphertext: string }>(
      `SELECT "organizationId", "baseUrl", "keyCiphertext" FROM "ServiceConnection"`,
    );
    const orgKey = decryptApiKey({ organizationId: rows[0]!.organizationId, baseUrl: rows[0]!.baseUrl }, rows[0]!.keyCiphertext);
    const created = await api(proxy.base, "POST", "/enquiries", orgKey, enquiryBody());
    expect(created.status).toBe(201);
    const reference = ((await created.json()) as { data: { serviceReference: string } }).data.serviceReference;
    for (let i = 0; i < 6; i++) {
      const res = await api(proxy.base, "POST", `/sandbox/enquiries/${reference}/trigger-webhook-event`, orgKey, { eventType: "ENQUIRY.REOPENED" });
      expect(res.status).toBe(204);
    }

    const stored = async () =>
      (await db.query<{ eventId: string }>(`SELECT "eventId" FROM "PortalEvent" WHERE "serviceReference" = $1`, [reference])).rows.map((r) => r.eventId);
    await waitFor("7 events stored by the receivers", async () => (await stored()).length === 7, 20_000);
    const ids = await stored();
    await waitFor("every event on every instance's stream", () => seen.every((s) => ids.every((id) => s.has(id))), 10_000);
    // After each event the receiving instance reads the enquiry once and every instance's
    // streams hear that it did; a page re-rendered then, on any instance, reads that
    // snapshot from the database rather than asking the provider again with the key. The
    // one call it makes is for the conversation's messages, which are not kept in the
    // snapshot: one read per page.
    await waitFor("the receiver's read announced on every instance's stream", () => snapshotNotices.every((n) => n >= 7), 20_000);
    const keyReads = async () =>
      (
        await db.query<{ n: number }>(
          `SELECT COALESCE(SUM(r."count"), 0)::int AS n FROM "ApiRateLimit" r JOIN "ApiKey" k ON k.id = r."keyId" WHERE k."hash" = $1`,
          [createHash("sha256").update(orgKey).digest("hex")],
        )
      ).rows[0]!.n;
    const before = await keyReads();
    for (const instance of instances) {
      const page = await fetch(`${instance!.base}/enquiries/${reference}`, { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(reference);
    }
    expect(await keyReads()).toBe(before + instances.length);
    for (const c of controllers) c.abort();
  });
});
