import { z } from "zod";
import { DEFAULT_DATABASE_URL } from "./db/database-path";

// Every setting of the process, validated once at start: a wrong value stops the server
// with a message naming the variable, instead of failing later in a request.

const DAY_MS = 24 * 60 * 60 * 1000;
// Five retries, growing roughly exponentially, the last one 24 hours after the event.
const DEFAULT_RETRY_DELAYS = [60_000, 300_000, 1_800_000, 7_200_000, DAY_MS - 9_360_000];

const delays = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, "must be comma-separated milliseconds, e.g. 1000,5000,30000")
  .transform((s) => s.split(",").map((part) => Number(part.trim())));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default(DEFAULT_DATABASE_URL)
    .refine((u) => u.startsWith("file:") || !u.includes("://"), "must be an SQLite file URL such as file:./data/staydesk.db"),
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
  WEBHOOK_CONCURRENCY: z.coerce.number().int().min(1).default(32),
  WEBHOOK_CONCURRENCY_PER_WEBHOOK: z.coerce.number().int().min(1).default(8),
  // The fallback poll for work written by another process or left by a crash; this
  // process's own events wake the worker at once.
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  // How long a claimed delivery stays with its worker before another may take it up.
  // Defaults to WEBHOOK_TIMEOUT_MS + 30 s; it must exceed the timeout.
  WEBHOOK_LEASE_MS: z.coerce.number().int().min(1).optional(),
  GEOCODER: z.enum(["gazetteer", "nominatim"]).default("gazetteer"),
  NOMINATIM_URL: z.url().optional(),
  // Signs the portal's sessions and encrypts the API keys the portal stores. Required in
  // production; elsewhere one is generated once and kept under data/ (lib/secrets.ts).
  STAYDESK_SECRET: z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)").optional(),
  // The portal's public origin (sign-in cookies, invitation links). Defaults to http://localhost:PORT.
  PORTAL_URL: z.url().optional(),
});

export type Env = z.infer<typeof EnvSchema>;

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
  if (source === process.env) cached = result.data;
  return result.data;
}

/** Tests change variables between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
