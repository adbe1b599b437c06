// Several instances of the built server (dist/server.mjs) on one database, for the
// multi-instance test and the benchmarks: start, kill, restart, and a small round-robin
// proxy in front of them (what nginx does in compose.yaml).
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createServer, request, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { isPostgresUrl } from "../../lib/cluster/signals";

export type Instance = {
  port: number;
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The settings every instance of one deployment shares (production mode, sandbox service). */
export function deploymentEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SERVICE_ENVIRONMENT: "sandbox",
    // Nobody signs up here: production without a mail server (see REQUIRE_EMAIL_VERIFICATION).
    REQUIRE_EMAIL_VERIFICATION: "false",
    STAYDESK_SECRET: randomBytes(32).toString("base64url"),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    ...extra,
  };
}

// What the build is made from: a newer file here means the build is out of date.
const SOURCES = ["app", "components", "lib", "public", "server.ts", "proxy.ts", "next.config.mjs", "package-lock.json", "prisma"];

function newestSource(entry: string): number {
  if (!fs.existsSync(entry) || entry.endsWith(path.join("lib", "generated"))) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestSource(path.join(entry, name))));
}

function isBuilt(): boolean {
  const built = ["dist/server.mjs", ".next/BUILD_ID"].map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0));
  return Math.min(...built) > Math.max(...SOURCES.map(newestSource));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` while holding this project's build lock: test files run in parallel
 * processes, and two `npm run build` in one folder at once break each other's output.
 * A lock left by a process that died is taken over.
 */
function withBuildLock(work: () => void): void {
  const lock = path.join(os.tmpdir(), `staydesk-build-${createHash("sha1").update(process.cwd()).digest("hex").slice(0, 12)}.lock`);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lock, "utf8"));
      if (holder > 0 && !isAlive(holder)) fs.rmSync(lock, { force: true });
      else Atomics.wait(pause, 0, 0, 200);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Builds the app (npm run build) when it is missing or older than its sources, so that instances never run stale code. */
export function ensureBuilt(): void {
  if (isBuilt()) return;
  withBuildLock(() => {
    if (isBuilt()) return; // another test file built it meanwhile
    console.log("Building the app first (npm run build)…");
    try {
      execSync("npm run build", { stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      // What the build said (a type error, say) goes with the failure, not only "Command failed".
      const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
      console.error(`${stdout?.toString() ?? ""}\n${stderr?.toString() ?? ""}`.trim().split("\n").slice(-60).join("\n"));
      throw error;
    }
  });
}

/** Starts one instance on `port` and resolves once /readyz answers 200; `nodeArgs` go to node (e.g. --cpu-prof). */
export async function startInstance(port: number, env: Record<string, string>, timeoutMs = 60_000, nodeArgs: string[] = []): Promise<Instance> {
  const child = spawn(process.execPath, [...nodeArgs, "dist/server.mjs"], {
    env: { ...process.env, ...env, PORT: String(port), PORTAL_URL: env.PORTAL_URL ?? `http://localhost:${port}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const instance = { port, base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`The instance on port ${port} exited:\n${output}`);
    if (await fetch(`${instance.base}/readyz`).then((r) => r.ok, () => false)) return instance;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The instance on port ${port} was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  return instance.exited;
}

/**
 * A round-robin HTTP proxy over the instances' ports: a request whose instance refuses
 * the connection goes to the next one (as nginx's proxy_next_upstream error does).
 */
export async function startProxy(ports: () => number[], port = 0): Promise<{ base: string; close: () => Promise<void> }> {
  let next = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const list = ports();
      const attempt = (tries: number) => {
        const port = list[next++ % list.length]!;
        const upstream = request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          if (error.code === "ECONNREFUSED" && tries + 1 < list.length) attempt(tries + 1);
          else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fresh database for a benchmark's run: a SQLite file in a temporary folder, or, with
 * DATABASE_URL=postgres://…, a new database on that server. `drop` removes it.
 */
export async function freshDatabase(): Promise<{ url: string; dialect: "sqlite" | "postgres"; drop: () => Promise<void> }> {
  const given = process.env.DATABASE_URL;
  if (isPostgresUrl(given)) {
    const name = `staydesk_bench_${randomBytes(4).toString("hex")}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(given!);
    url.pathname = `/${name}`;
    return { url: url.toString(), dialect: "postgres", drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-bench-"));
  return { url: `file:${path.join(dir, "bench.db")}`, dialect: "sqlite", drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
