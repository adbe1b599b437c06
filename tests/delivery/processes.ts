import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

// Child processes for the tests that need more than one process on the database: the
// standalone worker (scripts/worker.ts) and the whole server (server.ts).

const TSX = path.resolve("node_modules/.bin/tsx");

export type Child = { process: ChildProcess; output: () => string; exited: Promise<number | null> };

export function startChild(script: string, env: Record<string, string>): Child {
  const child = spawn(TSX, [script], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Kills the child's whole process group (tsx runs the script in a child of its own). */
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
