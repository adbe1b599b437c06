import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BACKGROUND_WORK } from "@/lib/background";
import { migrateDatabase } from "@/lib/db/migrate";
import { startBackground, type BackgroundWork } from "@/lib/runtime/background";
import { killChild, startChild, waitForOutput, type Child } from "../delivery/processes";

// The background work of both halves is one list (lib/background.ts), which server.ts and
// scripts/worker.ts start alike: each piece once per process, the failing-webhook watch
// only where the server serves the built-in service, and every piece drained on stop.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-background-"));
const children: Child[] = [];
afterAll(async () => {
  await Promise.all(children.map((c) => killChild(c)));
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Fake pieces that record their starts and stops; each stop drains until `release()`. */
function fakeWork(names: string[], serverOnly: string[] = []) {
  const log: string[] = [];
  const drains = new Map(names.map((name) => [name, deferred()]));
  const work: BackgroundWork[] = names.map((name) => ({
    name,
    runsIn: serverOnly.includes(name) ? "server" : "any",
    start() {
      log.push(`start ${name}`);
      return {
        owner: name === "a" ? "owner-a" : undefined,
        stop: () => {
          log.push(`stop ${name}`);
          return drains.get(name)!.promise.then(() => void log.push(`drained ${name}`));
        },
      };
    },
  }));
  return { work, log, release: () => drains.forEach((d) => d.resolve()) };
}

describe("the background list", () => {
  it("starts each piece once per process, whoever starts it, and in order", async () => {
    const { work, log, release } = fakeWork(["fake-1", "fake-2", "fake-3"], ["fake-3"]);
    const server = startBackground(work, "server");
    expect(server.started).toEqual(["fake-1", "fake-2", "fake-3"]);
    // The worker script's start in the same process (or a second start) begins nothing twice.
    const again = startBackground(work, "worker");
    expect(again.started).toEqual([]);
    expect(log).toEqual(["start fake-1", "start fake-2", "start fake-3"]);
    release();
    await server.stop();
    await again.stop();
  });

  it("leaves server-only work to the server: the worker script does not start it", async () => {
    const { work, log, release } = fakeWork(["only-1", "only-watch"], ["only-watch"]);
    const worker = startBackground(work, "worker");
    expect(worker.started).toEqual(["only-1"]);
    expect(log).toEqual(["start only-1"]);
    release();
    await worker.stop();
  });

  it("names the lease owner of a piece that has one", async () => {
    const { work, release } = fakeWork(["a", "b"]);
    const started = startBackground(work, "worker");
    expect(started.started).toEqual(["a as owner-a", "b"]);
    release();
    await started.stop();
  });

  it("stops the last started first, resolves only once every piece has drained, and may start again", async () => {
    const { work, log, release } = fakeWork(["first", "second", "third"]);
    const running = startBackground(work, "server");
    let stopped = false;
    const stopping = running.stop().then(() => (stopped = true));
    expect(running.stop()).toBe(running.stop()); // one drain, however often asked
    await new Promise((r) => setTimeout(r, 50));
    expect(log.slice(3)).toEqual(["stop third", "stop second", "stop first"]);
    expect(stopped).toBe(false); // still draining
    release();
    await stopping;
    expect(log.filter((l) => l.startsWith("drained"))).toHaveLength(3);
    // Stopped pieces may start again in this process.
    const restarted = startBackground(work, "server");
    expect(restarted.started).toEqual(["first", "second", "third"]);
    await restarted.stop();
  });

  it("stops the others when one fails to stop", async () => {
    const stops: string[] = [];
    const work: BackgroundWork[] = [
      { name: "fails", runsIn: "any", start: () => ({ stop: () => Promise.reject(new Error("stuck")) }) },
      { name: "fine", runsIn: "any", start: () => ({ stop: () => void stops.push("fine") }) },
    ];
    const running = startBackground(work, "server");
    await expect(running.stop()).resolves.toBeUndefined();
    expect(stops).toEqual(["fine"]);
    expect(startBackground(work, "server").started).toEqual(["fails", "fine"]);
  });
});

describe("Staydesk's list", () => {
  it("holds the delivery worker, the sweep of unsent attachments, the mail worker, the digest ticker and the failing-webhook watch", () => {
    expect(BACKGROUND_WORK.map((w) => [w.name, w.runsIn])).toEqual([
      ["webhooks", "any"],
      ["unsent attachments", "any"],
      ["mail", "any"],
      ["digests", "any"],
      ["failing-webhook watch", "server"],
    ]);
  });

  it("starts every piece on the database, once, and drains them", { timeout: 30_000 }, async () => {
    await migrateDatabase();
    const server = startBackground(BACKGROUND_WORK, "server");
    expect(server.started).toEqual([expect.stringMatching(/^webhooks as \S+:\d+:/), "unsent attachments", expect.stringMatching(/^mail as \S+:mail:/), "digests", "failing-webhook watch"]);
    expect(startBackground(BACKGROUND_WORK, "worker").started).toEqual([]);
    await server.stop();
    // The worker script's share of the same list, once the server's has stopped.
    const worker = startBackground(BACKGROUND_WORK, "worker");
    expect(worker.started.map((s) => s.split(" as ")[0])).toEqual(["webhooks", "unsent attachments", "mail", "digests"]);
    await worker.stop();
  });

  it("npm run worker starts the list without the watch, outside Next, and stops on SIGTERM", { timeout: 60_000 }, async () => {
    const worker = startChild("scripts/worker.ts", { NODE_ENV: "development", DATABASE_URL: `file:${path.join(dir, "worker.db")}` });
    children.push(worker);
    await waitForOutput(worker, "[worker] delivering", 45_000);
    expect(worker.output()).toMatch(/\[worker\] delivering webhooks as \S+, unsent attachments, mail as \S+, digests\n/);
    expect(worker.output()).not.toContain("failing-webhook watch");
    worker.process.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  });
});

describe("who starts it", () => {
  const read = (file: string) => fs.readFileSync(file, "utf8");

  it("server.ts reaches the portal only through the list", () => {
    const server = read("server.ts");
    expect(server).toContain('import { BACKGROUND_WORK } from "@/lib/background"');
    expect(server).toContain('startBackground(BACKGROUND_WORK, "server")');
    expect(server).not.toMatch(/from "@\/lib\/portal/);
  });

  it("no page, layout or route under app/ starts background work", () => {
    const files = fs.readdirSync("app", { recursive: true, encoding: "utf8" }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const starters = files.filter((f) => /webhook-watch|digest-ticker|lib\/background|runtime\/background|WebhookWatch|DigestTicker/.test(read(path.join("app", f))));
    expect(starters).toEqual([]);
  });
});
