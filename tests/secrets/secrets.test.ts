import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, getEnv, resetEnvCache } from "@/lib/env";
import { DEV_SECRET_FILE, deriveKey, getStaydeskSecret, resetSecretCache } from "@/lib/secrets";

const env = process.env as Record<string, string | undefined>;
const saved = { cwd: process.cwd(), NODE_ENV: process.env.NODE_ENV, STAYDESK_SECRET: process.env.STAYDESK_SECRET };

afterEach(() => {
  process.chdir(saved.cwd);
  for (const name of ["NODE_ENV", "STAYDESK_SECRET"] as const) {
    if (saved[name] === undefined) delete env[name];
    else env[name] = saved[name];
  }
  resetEnvCache();
  resetSecretCache();
});

describe("STAYDESK_SECRET", () => {
  it("is required in production, with a message that says what to set", () => {
    expect(() => getEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    expect(() => getEnv({ NODE_ENV: "production" })).toThrow(/STAYDESK_SECRET: required in production/);
    expect(() => getEnv({ NODE_ENV: "production", STAYDESK_SECRET: "short" })).toThrow(/at least 32 characters/);
    expect(getEnv({ NODE_ENV: "production", SERVICE_ENVIRONMENT: "sandbox", PORTAL_URL: "https://staydesk.example", STAYDESK_SECRET: "x".repeat(32), REQUIRE_EMAIL_VERIFICATION: "false" }).STAYDESK_SECRET).toBe("x".repeat(32));
  });

  it("outside production is generated once, kept under data/ and reused", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staydesk-secret-"));
    process.chdir(dir);
    env.NODE_ENV = "development";
    delete process.env.STAYDESK_SECRET;
    resetEnvCache();
    const first = getStaydeskSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, DEV_SECRET_FILE), "utf8").trim()).toBe(first);
    expect(fs.statSync(path.join(dir, DEV_SECRET_FILE)).mode & 0o777).toBe(0o600);
    resetSecretCache();
    expect(getStaydeskSecret()).toBe(first);
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it("derives a different key for each purpose", () => {
    process.env.STAYDESK_SECRET = "s".repeat(40);
    resetEnvCache();
    resetSecretCache();
    const keys = (["auth", "connection-keys", "sandbox-provisioning"] as const).map((purpose) => deriveKey(purpose).toString("hex"));
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => key.length === 64)).toBe(true);
  });

  it("derives each key once, hands out copies, and derives again from a new secret", () => {
    process.env.STAYDESK_SECRET = "s".repeat(40);
    resetEnvCache();
    resetSecretCache();
    const first = deriveKey("connection-keys");
    first.fill(0);
    expect(deriveKey("connection-keys").equals(first)).toBe(false);
    expect(deriveKey("connection-keys", 16).length).toBe(16);
    expect(deriveKey("connection-keys", 16).equals(deriveKey("connection-keys").subarray(0, 16))).toBe(true);
    const before = deriveKey("connection-keys").toString("hex");

    process.env.STAYDESK_SECRET = "t".repeat(40);
    resetEnvCache();
    resetSecretCache();
    expect(deriveKey("connection-keys").toString("hex")).not.toBe(before);
  });
});
