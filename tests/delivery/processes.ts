import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

// Child processes for the tests that need more than one process on the database: the
// standalone worker (scripts/worker.ts) and the whole server (server.ts).

// Node itself runs the script, with tsx as its loader, rather than the tsx command: that
// command keeps a parent process which, when the child has not acknowledged a SIGTERM
// within 30 ms (a busy machine), sends it a second one, and a second signal means "exit
// now" to the server. The tests' signals must reach the process under test once.
const RUN_TS = ["--import", "tsx"];

export type Child = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startChild(script: string, env: Record<string, string>): Child {
  return startProcess(process.execPath, [...RUN_TS, script], env);
}

/** Any command, in a process group of its own (as a supervisor starts it), its output kept. */
export function startProcess(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close" rather than "exit": it comes after the child's output has been read to the end,
  // so a test that awaits `exited` sees the last lines the child printed.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Kills the child's whole process group (anything it started goes with it). */
export async function killChild(child: Child, signal: NodeJS.Signals = "SIGKILL"): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  try {
    process.kill(-child.process.pid!, signal);
  } catch {
    // already gone
  }
  await child.exited;
}

export async function waitForOutput(child: Child, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!child.output().includes(text)) {
    if (child.process.exitCode !== null) throw new Error(`The process exited early:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for "${text}":\n${child.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts server.ts (Next.js in dev mode included) and resolves once it answers. `next dev`
 * allows one dev server per project directory at a time (a lock in .next/dev): when
 * another is running (another test run, someone's `npm run dev`), it waits for it.
 * Every child started is pushed to `children`, for the caller to kill afterwards.
 */
export async function startServer(env: Record<string, string>, base: string, children: Child[]): Promise<Child> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const child = startChild("server.ts", env);
    children.push(child);
    const listening = await new Promise<boolean>((resolve, reject) => {
      const poll = setInterval(async () => {
        if (child.process.exitCode !== null || child.process.signalCode !== null) {
          clearInterval(poll);
          if (child.output().includes("is already running") && Date.now() < deadline) resolve(false);
          else reject(new Error(`server.ts exited:\n${child.output()}`));
        } else if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) {
          clearInterval(poll);
          resolve(true);
        } else if (Date.now() > deadline) {
          clearInterval(poll);
          reject(new Error(`server.ts did not start:\n${child.output()}`));
        }
      }, 200);
    });
    if (listening) return child;
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/** A call to the API of a server started above, with `key`. */
/** The environment of a sandbox server.ts on 127.0.0.1:port over a SQLite file, no rate limit, plus `extra`. */
export function sandboxServerEnv(port: number, dbFile: string, key: string, extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: "development",
    DATABASE_URL: `file:${dbFile}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    SERVICE_ENVIRONMENT: "sandbox",
    SERVICE_BOOTSTRAP_API_KEY: key,
    RATE_LIMIT_PER_MINUTE: "0",
    ...extra,
  };
}

export function apiOf(base: string, key: string) {
  return (method: string, p: string, body?: unknown) =>
    fetch(`${base}/external-api/v1${p}`, {
      method,
      headers: { "x-api-key": key, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
