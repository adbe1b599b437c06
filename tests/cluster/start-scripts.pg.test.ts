import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentEnv, ensureBuilt, freePort } from "../../scripts/support/instances";
import { startProcess, type Child } from "../delivery/processes";
import { waitFor } from "../delivery/receiver";

// A supervisor stops what it started: Docker (through tini in compose.yaml), systemd or a
// process manager sends SIGTERM to `npm start` or `npm run worker`, not to the process
// under it. npm passes the signal to its script's shell, and a shell that has not exec'd
// its command dies of it, leaving the server orphaned and never shut down gracefully
// (then killed outright with the container). Both scripts must hand the signal on, so that
// the server or the worker finishes its work and the whole group is gone.

const url = process.env.DATABASE_URL!;
const children: Child[] = [];
// The whole group, even after npm has exited: what a failed test orphans goes too.
afterAll(() => {
  for (const child of children) if (groupAlive(child)) process.kill(-child.process.pid!, "SIGKILL");
});

function npm(args: string[], env: Record<string, string>): Child {
  const child = startProcess("npm", args, env);
  children.push(child);
  return child;
}

function groupAlive(child: Child): boolean {
  try {
    process.kill(-child.process.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(() => ensureBuilt(), 420_000);

describe("the start scripts under a supervisor's SIGTERM", () => {
  it("npm start: the server shuts down gracefully and npm exits 0", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = npm(["start"], deploymentEnv(url, { PORT: String(port), PORTAL_URL: base }));
    await waitFor("the server to be ready", () => fetch(`${base}/readyz`).then((r) => r.ok, () => false), 60_000);

    run.process.kill("SIGTERM"); // npm alone, not its group
    expect(await run.exited).toBe(0); // null when npm itself was killed by the signal
    expect(run.output()).toContain("SIGTERM: shutting down");
    expect(run.output()).toContain("stopped in");
    await waitFor("every process of the group to end", () => !groupAlive(run), 5_000);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it("npm run worker: the worker stops and npm exits 0", { timeout: 120_000 }, async () => {
    const run = npm(["run", "worker"], deploymentEnv(url, { PORTAL_URL: "https://staydesk.example" }));
    await waitFor("the worker to start", () => run.output().includes("[worker] delivering webhooks as"), 60_000);

    run.process.kill("SIGTERM");
    expect(await run.exited).toBe(0);
    await waitFor("every process of the group to end", () => !groupAlive(run), 5_000);
  });
});
