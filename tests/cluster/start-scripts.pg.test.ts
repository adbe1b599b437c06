import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentEnv, ensureBuilt, freePort } from "../../scripts/support/instances";
import { waitFor } from "../delivery/receiver";

// A supervisor stops what it started: Docker (through tini in compose.yaml), systemd or a
// process manager sends SIGTERM to `npm start` or `npm run worker`, not to the process
// under it. npm passes the signal to its script's shell, and a shell that has not exec'd
// its command dies of it, leaving the server orphaned and never shut down gracefully
// (then killed outright with the container). Both scripts must hand the signal on, so that
// the server or the worker finishes its work and the whole group is gone.

const url = process.env.DATABASE_URL!;
const groups: number[] = [];
afterAll(() => {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

/** Runs `npm <args>` in a process group of its own, as a supervisor would start it. */
function npm(args: string[], env: Record<string, string>) {
  const child = spawn("npm", args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  groups.push(child.pid!);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
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

    run.child.kill("SIGTERM"); // npm alone, not its group
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toContain("SIGTERM: shutting down");
    expect(run.output()).toContain("stopped in");
    await waitFor("every process of the group to end", () => !groupAlive(run.child.pid!), 5_000);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it("npm run worker: the worker stops and npm exits 0", { timeout: 120_000 }, async () => {
    const run = npm(["run", "worker"], deploymentEnv(url));
    await waitFor("the worker to start", () => run.output().includes("[worker] delivering webhooks as"), 60_000);

    run.child.kill("SIGTERM");
    expect(await run.exited).toEqual({ code: 0, signal: null });
    await waitFor("every process of the group to end", () => !groupAlive(run.child.pid!), 5_000);
  });
});
