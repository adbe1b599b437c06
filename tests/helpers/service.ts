import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { ensureAccount } from "@/lib/service/accounts/ensure-account";
import { issueApiKey } from "@/lib/service/accounts/issue-api-key";
import { createServiceApp } from "@/lib/service/http/app";
import { createServiceListener } from "@/lib/service/http/node-listener";

let migrated: Promise<unknown> | undefined;

/** Migrates this file's database once, then builds the service app in-process. */
export async function serviceApp() {
  migrated ??= migrateDatabase();
  await migrated;
  resetEnvCache();
  return createServiceApp();
}

let counter = 0;

/** A new account with a fresh key; names are random so that tests never collide. */
export async function newAccount(name = `acct-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 8)}`) {
  migrated ??= migrateDatabase();
  await migrated;
  const account = await ensureAccount(getPrisma(), name);
  const { key, id: keyId } = await issueApiKey(getPrisma(), account.id);
  return { accountId: account.id, key, keyId, name };
}

type App = Awaited<ReturnType<typeof serviceApp>>;

/**
 * The portal reaches the service over HTTP: this file's fetch goes to the in-process app
 * instead. `intercept` may answer a request first (a provider without an extension, a
 * changed page) or count it, answering nothing.
 */
export function routeFetchTo(app: App, intercept?: (url: URL, init?: RequestInit) => Response | undefined | Promise<Response | undefined>): void {
  vi.stubGlobal("fetch", (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return (await intercept?.(url, init)) ?? app.request(`${url.pathname}${url.search}`, init);
  }) as typeof fetch);
}

/**
 * The service on a free port of 127.0.0.1, which is also this portal's origin (PORTAL_URL,
 * HOST, PORT): the built-in service and the portal's receiver are that server, as in
 * `server.ts`. Its base URL, and how to stop it.
 */
export async function serveAsPortal(app: App): Promise<{ base: string; close(): Promise<void> }> {
  const server = createServer(createServiceListener(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  process.env.HOST = "127.0.0.1";
  process.env.PORT = String(port);
  process.env.PORTAL_URL = base;
  resetEnvCache();
  return {
    base,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A JSON request through app.request(), no server needed. */
export async function call(app: App, method: string, path: string, opts: { key?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers["x-api-key"] = opts.key;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let json: any = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/** A valid create-enquiry body; override any part. */
export function enquiryBody(overrides: Record<string, unknown> = {}) {
  const id = Math.random().toString(36).slice(2, 10);
  return {
    checkInOut: { checkIn: "2027-03-01", checkOut: "2027-03-08" },
    clientReference: `CR-${id}`,
    externalId: `ext-${id}`,
    enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
    guestNumbers: { adults: 2, children: 1, infants: 0 },
    guestRequirements: [{ text: "Quiet floor", type: "GENERAL" }],
    leadGuest: { contactNumber: "+44 20 7946 0958", email: "lead@example.com", familyName: "Lovelace", givenName: "Ada" },
    clientBooker: { contactNumber: "+44 (20) 7946-0000", email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
    ...overrides,
  };
}
