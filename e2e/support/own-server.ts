import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_SECRET, E2E_SMTP_PORT } from "./env";
import { decryptStoredKey, type StoredConnection } from "./secrets";

// A built server of a spec's own (its port, its SQLite database, its settings), for what
// the shared server cannot do: restart, run with other limits, or be a provider of its own.

export type OwnServer = {
  url: string;
  db: string;
  /** Its DATABASE_URL, for the operator's commands run against it. */
  databaseUrl: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The API key stored for the organisation of that name (its connection to the sandbox). */
  apiKeyOf: (organization: string) => string;
  /** A number read from the server's database. */
  count: (sql: string) => number;
  /** Rows read from the server's database (? placeholders). */
  rows: <T>(sql: string, ...params: (string | number | null)[]) => T[];
  /** One change to the server's database, as a second process would make it (? placeholders). */
  write: (sql: string, ...params: (string | number | null)[]) => void;
};

export function ownServer(port: number, env: Record<string, string> = {}): OwnServer {
  const url = `http://localhost:${port}`;
  const dir = path.join(os.tmpdir(), `staydesk-e2e-own-${port}`);
  const db = path.join(dir, "e2e.db");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let child: ChildProcess | null = null;
  const read = <T>(work: (d: Database.Database) => T): T => {
    const d = new Database(db, { readonly: true });
    try {
      return work(d);
    } finally {
      d.close();
    }
  };
  return {
    url,
    db,
    databaseUrl: `file:${db}`,
    async start() {
      child = spawn("node", ["dist/server.mjs"], {
        detached: true,
        stdio: "ignore",
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          PORTAL_URL: url,
          DATABASE_URL: `file:${db}`,
          STAYDESK_SECRET: E2E_SECRET,
          SERVICE_ENVIRONMENT: "sandbox",
          RATE_LIMIT_PER_MINUTE: "0",
          WEBHOOK_RETRY_DELAYS_MS: "300,600,1000",
          WEBHOOK_POLL_INTERVAL_MS: "200",
          // Sign-ups are confirmed by e-mail: the mail goes to the tests' mail server, as the shared server's does.
          SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
          MAIL_FROM: "Staydesk <no-reply@e2e.test>",
          NEXT_TELEMETRY_DISABLED: "1",
          ...env,
        },
      });
      await expect(async () => expect((await fetch(`${url}/sign-in`)).status).toBe(200)).toPass({ timeout: 60_000, intervals: [200] });
    },
    stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        running.once("exit", () => resolve());
        process.kill(-running.pid!, "SIGTERM");
      });
    },
    apiKeyOf(organization) {
      // Its first connection: the one made on the connection page.
      const row = read((d) =>
        d
          .prepare(
            `SELECT c.organizationId, c.baseUrl, c.keyCiphertext, c.keyHint FROM ServiceConnection c JOIN Organization o ON o.id = c.organizationId WHERE o.name = ? ORDER BY c.createdAt LIMIT 1`,
          )
          .get(organization),
      ) as StoredConnection;
      return decryptStoredKey(row);
    },
    count(sql) {
      return read((d) => Number((d.prepare(sql).get() as { n: number }).n));
    },
    rows<T>(sql: string, ...params: (string | number | null)[]) {
      return read((d) => d.prepare(sql).all(...params) as T[]);
    },
    write(sql, ...params) {
      const d = new Database(db, { fileMustExist: true, timeout: 5000 });
      try {
        d.prepare(sql).run(...params);
      } finally {
        d.close();
      }
    },
  };
}
