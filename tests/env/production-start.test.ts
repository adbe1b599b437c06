import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startChild } from "../delivery/processes";

// Production refuses to start without the settings it must not guess, naming the one
// missing, before it touches the database: the server (as `npm start` runs it) and the
// standalone worker alike.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-production-start-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const production = {
  NODE_ENV: "production",
  SERVICE_ENVIRONMENT: "production",
  STAYDESK_SECRET: "production-start-test-secret-0123456789abcdef",
  DATABASE_URL: `file:${path.join(dir, "staydesk.db")}`,
  PORT: "0",
  PORTAL_URL: "",
};

describe("production without PORTAL_URL", () => {
  it.each(["server.ts", "scripts/worker.ts"])("%s refuses to start, naming it, without a stack trace", { timeout: 60_000 }, async (script) => {
    const child = startChild(script, production);
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain("Invalid environment:\n  PORTAL_URL: required in production");
    expect(child.output()).not.toMatch(/^\s+at /m);
    // Refused before migrating: nothing was created.
    expect(fs.existsSync(path.join(dir, "staydesk.db"))).toBe(false);
  });
});
