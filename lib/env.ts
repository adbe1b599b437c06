import { isIP } from "node:net";
import { z } from "zod";

// Every setting of the process, validated once at start: a wrong value stops the server
// with a message naming the variable, instead of failing later in a request.

/** The embedded default database: a SQLite file under data/. */
export const DEFAULT_DATABASE_URL = "file:./data/staydesk.db";

const DAY_MS = 24 * 60 * 60 * 1000;
// Five retries, growing roughly exponentially, the last one 24 hours after the event.
const DEFAULT_RETRY_DELAYS = [60_000, 300_000, 1_800_000, 7_200_000, DAY_MS - 9_360_000];

// Mail's retries: quick at first (a mail server restarting), then spread over about 9 hours.
const DEFAULT_MAIL_RETRY_DELAYS = [30_000, 120_000, 600_000, 1_800_000, 7_200_000, 21_600_000];

const delays = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, "must be comma-separated milliseconds, e.g. 1000,5000,30000")
  .transform((s) => s.split(",").map((part) => Number(part.trim())));

const flag = z.enum(["true", "false", "1", "0"], "must be true or false").transform((v) => v === "true" || v === "1");

// "10.0.0.1, 10.0.0.0/8, ::1": addresses or CIDR blocks.
const addressList = z
  .string()
  .transform((s) => s.split(",").map((part) => part.trim()).filter(Boolean))
  .refine((parts) => parts.every((part) => isValidCidrOrAddress(part)), "must be comma-separated IP addresses or CIDR blocks, e.g. 127.0.0.1,10.0.0.0/8");

function isValidCidrOrAddress(value: string): boolean {
  const [address, prefix, extra] = value.split("/");
  const family = isIP(address ?? "");
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .refine(
      (u) => u.startsWith("file:") || !u.includes("://") || /^postgres(ql)?:\/\/[^/]/i.test(u),
      "must be an SQLite file URL such as file:./data/staydesk.db, or postgres://user:password@host:5432/database",
    ),
  // Connections per process to PostgreSQL (read by lib/db/pg.ts; SQLite ignores it).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  // SQLite's durability per commit (lib/db/serialized-adapter.ts): `normal` survives a
  // killed process, `full` also a power cut, at the cost of a disk sync per commit.
  SQLITE_SYNCHRONOUS: z.enum(["normal", "full"]).default("normal"),
  SERVICE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  SERVICE_BOOTSTRAP_API_KEY: z
    .string()
    .min(20, "must be at least 20 characters")
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  WEBHOOK_RETRY_DELAYS_MS: delays.optional().transform((d) => d ?? DEFAULT_RETRY_DELAYS),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  // Deliveries in flight per worker, in all and to one webhook: a slow receiver holds
  // at most its share, never every slot.
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).default(64),
  WEBHOOK_CONCURRENCY_PER_WEBHOOK: z.coerce.number().int().min(1).default(8),
  // …and for all the webhooks of one account, so one tenant's slow receivers cannot hold most of the worker.
  WEBHOOK_CONCURRENCY_PER_ACCOUNT: z.coerce.number().int().min(1).default(32),
  // Sandbox webhooks may reach private, loopback and link-local addresses. For receivers on
  // a developer's machine (npm run dev, the tests, the benchmarks); never on a shared server.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag.default(false),
  // A connection's base URL, and its provider's photos, may be at a private address (a provider inside the operator's network).
  CONNECTION_ALLOW_PRIVATE_TARGETS: flag.default(false),
  // Reverse proxies whose X-Forwarded-For is believed (sign-in limits per client address).
  TRUSTED_PROXIES: addressList.default([]),
  // The fallback poll for work written by another process or left by a crash; this
  // process's own events wake the worker at once.
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  // How long a claimed delivery stays with its worker before another may take it up.
  // Defaults to WEBHOOK_TIMEOUT_MS + 30 s; it must exceed the timeout.
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1).optional(),
  // How long a shutdown (SIGTERM, SIGINT) waits for requests and deliveries in flight
  // before exiting anyway. Defaults to WEBHOOK_TIMEOUT_MS + 5 s, so a delivery under way
  // can finish and be recorded rather than be sent again by another instance.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).optional(),
  // The portal's live streams (GET /api/events): at most this many open per session and
  // per organisation, counted across instances (429 beyond), and each ends after at most
  // LIVE_STREAM_MAX_AGE_MS (between 3/4 of it and all of it, at random), so that the
  // browser reconnects through the sign-in and membership checks.
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).default(10),
  LIVE_STREAMS_PER_ORGANIZATION: z.coerce.number().int().min(1).default(200),
  LIVE_STREAM_MAX_AGE_MS: z.coerce.number().int().min(1000).max(24 * 60 * 60 * 1000).default(10 * 60 * 1000),
  // How long the organisations' audit trails keep an entry.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  GEOCODER: z.enum(["gazetteer", "nominatim"]).default("gazetteer"),
  NOMINATIM_URL: z.url().optional(),
  NOMINATIM_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  // Signs the portal's sessions and encrypts the API keys the portal stores. Required in
  // production; elsewhere one is generated once and kept under data/ (lib/secrets.ts).
  STAYDESK_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
  // The portal's public origin (sign-in cookies, invitation links). Required in production;
  // elsewhere it defaults to http://localhost:PORT.
  PORTAL_URL: z.url().optional(),
  // Outgoing mail (lib/mail). Without it, development keeps every message in the outbox
  // and shows it at /dev/mail; production refuses to start while a feature needs mail.
  SMTP_URL: z
    .string()
    .refine(
      (u) => /^smtps?:\/\/[^/]/i.test(u) && URL.canParse(u),
      "must be smtp://USER:PASSWORD@HOST:587 (STARTTLS when the server offers it) or smtps://USER:PASSWORD@HOST:465 (TLS from the start)",
    )
    .optional(),
  // The sender of every message: `Staydesk <no-reply@staydesk.example>` or a bare address
  // (then named Staydesk). Mail for an organisation names it in the body, never in the From.
  MAIL_FROM: z
    .string()
    .regex(/^\s*(?:[^<>@]*<\s*[^\s<>@]+@[^\s<>@]+\s*>|[^\s<>@]+@[^\s<>@]+)\s*$/, "must be an address, or a name and an address: Staydesk <no-reply@staydesk.example>")
    .optional(),
  MAIL_RETRY_DELAYS_MS: delays.optional().transform((d) => d ?? DEFAULT_MAIL_RETRY_DELAYS),
  // How long one attempt may take, from connecting to the answer. A message stays with
  // its worker for this long again (30 s at most) before another may take it up.
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(2000),
  // Sign-up needs a confirmed address before the account can sign in. The one feature
  // that cannot work without mail: production without SMTP_URL needs it off.
  REQUIRE_EMAIL_VERIFICATION: flag.default(true),
  // New organisations one account may create in 24 hours (lib/attempt-limits/organization-limiter.ts).
  ORGANIZATIONS_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(5),
});

export type Env = z.infer<typeof EnvSchema>;

/** The variables the schema validates; the configuration doc has a row for each (tests/docs). */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

let cached: Env | undefined;

export class EnvError extends Error {}

/** The validated environment; throws EnvError listing every bad variable. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (result.data.GEOCODER === "nominatim" && !result.data.NOMINATIM_URL) {
    throw new EnvError("Invalid environment:\n  NOMINATIM_URL: required when GEOCODER=nominatim");
  }
  if (result.data.WEBHOOK_LEASE_MS !== undefined && result.data.WEBHOOK_LEASE_MS <= result.data.WEBHOOK_TIMEOUT_MS) {
    throw new EnvError("Invalid environment:\n  WEBHOOK_LEASE_MS: must be longer than WEBHOOK_TIMEOUT_MS, or an attempt still running could be sent twice");
  }
  if (result.data.NODE_ENV === "production" && !result.data.STAYDESK_SECRET) {
    throw new EnvError(
      "Invalid environment:\n  STAYDESK_SECRET: required in production: a random string of at least 32 characters (e.g. `openssl rand -base64 32`). It signs sessions and encrypts stored API keys, so keep it stable.",
    );
  }
  const productionProblem = result.data.NODE_ENV === "production" ? productionDefaultsProblem(result.data, present) : null;
  if (productionProblem) throw new EnvError(`Invalid environment:\n  ${productionProblem}`);
  if (source === process.env) cached = result.data;
  return result.data;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// What production must not leave to a default: a public portal over plain http would send
// session cookies without Secure; without PORTAL_URL, cookies, invitation links and the
// receiver's address would name http://localhost; a forgotten SERVICE_ENVIRONMENT would
// serve the sandbox (and its operations) to the world; a short bootstrap key can be guessed.
function productionDefaultsProblem(env: Env, present: Record<string, unknown>): string | null {
  if (!present.SERVICE_ENVIRONMENT) {
    return "SERVICE_ENVIRONMENT: required in production: set it to production, or to sandbox for a public test service";
  }
  if (!env.PORTAL_URL) {
    return "PORTAL_URL: required in production: the portal's public origin, e.g. https://staydesk.example (session cookies, invitation links, the portal's webhook receiver)";
  }
  const url = new URL(env.PORTAL_URL);
  if (url.protocol !== "https:" && !LOOPBACK_HOSTS.has(url.hostname)) {
    return "PORTAL_URL: must be https:// in production (session cookies are then Secure); only localhost may use http";
  }
  if (!env.SMTP_URL && env.REQUIRE_EMAIL_VERIFICATION) {
    return "SMTP_URL: required in production while sign-up is confirmed by e-mail (REQUIRE_EMAIL_VERIFICATION, on by default). Set SMTP_URL to your mail server or provider (smtp://USER:PASSWORD@HOST:587), or REQUIRE_EMAIL_VERIFICATION=false to run without e-mail: no password reset, invitations by copied link only";
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    return "MAIL_FROM: required in production with SMTP_URL: the sender's address, e.g. Staydesk <no-reply@staydesk.example> (one your mail provider accepts)";
  }
  const key = env.SERVICE_BOOTSTRAP_API_KEY;
  if (key !== undefined && (key.length < 32 || new Set(key).size < 16)) {
    return "SERVICE_BOOTSTRAP_API_KEY: in production, at least 32 random characters (e.g. `openssl rand -hex 24`)";
  }
  return null;
}

/** Tests change variables between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

// Settings read without getEnv(), each as its caller always read it: by code that runs
// before the environment is validated or without it (the command-line scripts, the
// migration runner, the tests that set DATABASE_URL per file, which is why these read the
// variable at each call), and by the request proxy, whose module must not stop a request
// on a variable the server has validated already. getEnv() still checks each at start.

/** DATABASE_URL, or the embedded default. Read at each call: tests set it per file. */
export function databaseUrl(): string {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/** DATABASE_POOL_SIZE: connections per process to PostgreSQL. */
export function databasePoolSize(): number {
  return Number(process.env.DATABASE_POOL_SIZE) || 10;
}

/** SQLITE_SYNCHRONOUS as given ("normal" when unset), lower-cased; the adapter refuses other values. */
export function sqliteSynchronousSetting(): string {
  return (process.env.SQLITE_SYNCHRONOUS || "normal").toLowerCase();
}

/** GEOCODER, NOMINATIM_URL and NOMINATIM_TIMEOUT_MS (undefined unless a positive number). */
export function geocoderSettings(): { kind: string | undefined; nominatimUrl: string | undefined; nominatimTimeoutMs: number | undefined } {
  const timeout = Number(process.env.NOMINATIM_TIMEOUT_MS);
  return { kind: process.env.GEOCODER, nominatimUrl: process.env.NOMINATIM_URL, nominatimTimeoutMs: timeout > 0 ? timeout : undefined };
}

/** Whether PORTAL_URL names an https origin (the request proxy's HSTS and upgrade rule). */
export function portalUrlIsHttps(): boolean {
  return (process.env.PORTAL_URL ?? "").startsWith("https:");
}

/** Whether this is a development build (Next.js fixes NODE_ENV in the bundle). */
export function isDevelopment(): boolean {
  return process.env.NODE_ENV === "development";
}

/**
 * Turns Next.js's telemetry off unless the operator chose otherwise, before Next starts:
 * it cannot reach its host offline, and its notice clutters the logs.
 */
export function disableNextTelemetry(): void {
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
}
