import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// A throw-away PostgreSQL cluster for the tests: initdb in a temporary folder, a free
// port on 127.0.0.1, its own socket folder, run by an unprivileged user (PostgreSQL
// refuses to run as root). Never a system cluster.

export type Cluster = {
  url: string;
  stop(): void;
  /** Shuts the server down (fast: open connections are ended), keeping its data. */
  pause(): void;
  /** Starts it again, on the same port, with the same data. */
  resume(): void;
};

/** The folder of initdb / pg_ctl: PATH first, then `pg_config --bindir`, then Debian's newest. */
export function postgresBinDir(): string | null {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl"))) return dir;
  }
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  // Debian keeps the server programs off PATH, in a folder per major version: the newest.
  const debian = fs.existsSync("/usr/lib/postgresql")
    ? fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [fromConfig.status === 0 ? fromConfig.stdout.trim() : "", ...debian];
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, "initdb"))) ?? null;
}

export const MISSING_POSTGRES = `The PostgreSQL tests need PostgreSQL 15's server programs (initdb, pg_ctl).
Install Debian's package:   sudo apt-get update && sudo apt-get install -y postgresql
(no service is used: the tests start a throw-away cluster of their own).`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** As root, the cluster's programs run as the `postgres` user (or `STAYDESK_PG_USER`). */
function asUser(): [] | [string, string, string, string] {
  if (process.getuid?.() !== 0) return [];
  return ["runuser", "-u", process.env.STAYDESK_PG_USER ?? "postgres", "--"];
}

function run([file, ...args]: [string, ...string[]]): void {
  execFileSync(file, args, { stdio: ["ignore", "pipe", "pipe"] });
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(MISSING_POSTGRES);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-pg-"));
  const data = path.join(dir, "data");
  const sockets = path.join(dir, "sockets");
  fs.mkdirSync(sockets);
  const prefix = asUser();
  if (prefix.length > 0) {
    run(["chown", "-R", `${prefix[2]}:`, dir]);
  }
  run([...prefix, path.join(bin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
  const port = await freePort();
  // Durability is not needed for a throw-away cluster; speed is.
  const options = [
    `-p ${port}`,
    `-k ${sockets}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  const start = () => run([...prefix, path.join(bin, "pg_ctl"), "-D", data, "-o", options, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "start"]);
  start();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause() {
      run([...prefix, path.join(bin, "pg_ctl"), "-D", data, "-m", "fast", "-w", "stop"]);
    },
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run([...prefix, path.join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
