import type { MiddlewareHandler } from "hono";
import { dialectOf } from "@/lib/db/sql";
import { ServiceError } from "../../errors";
import { countApiRequest, forgetApiRequestsBefore } from "../../limits/count-api-request";
import type { AppEnv } from "../context";

/** Counts one request of a key in window `bucket`; returns the window's count so far. */
export type RequestCounter = (keyId: string, bucket: number) => number | Promise<number>;

/**
 * A fixed window per API key (windows numbered from the epoch). `limit` 0 turns it off.
 * The count is one budget for every instance on the database: on PostgreSQL (several
 * instances) it is kept in the database; one SQLite process keeps it in memory, which
 * costs the API's hot path nothing.
 */
export function rateLimit(limit: number, windowMs = 60_000, counter: RequestCounter = defaultCounter()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (limit > 0) {
      const now = Date.now();
      const bucket = Math.floor(now / windowMs);
      const count = await counter(c.get("caller").keyId, bucket);
      if (count > limit) {
        const retryAfter = Math.max(1, Math.ceil(((bucket + 1) * windowMs - now) / 1000));
        throw new ServiceError("TOO_MANY_REQUESTS", `At most ${limit} requests a minute per API key. Retry in ${retryAfter} s.`, {
          headers: { "Retry-After": String(retryAfter) },
        });
      }
    }
    await next();
  };
}

function defaultCounter(): RequestCounter {
  return dialectOf() === "postgres" ? databaseCounter() : memoryCounter();
}

/** This process's counts: windows other than the current one are dropped as it moves on. */
export function memoryCounter(): RequestCounter {
  let current = -1;
  let counts = new Map<string, number>();
  return (keyId, bucket) => {
    if (bucket !== current) {
      current = bucket;
      counts = new Map();
    }
    const count = (counts.get(keyId) ?? 0) + 1;
    counts.set(keyId, count);
    return count;
  };
}

/** Counts in the database (ApiRateLimit), shared by every instance; each instance clears past windows once per window. */
export function databaseCounter(): RequestCounter {
  let swept = -1;
  return (keyId, bucket) => {
    if (bucket !== swept) {
      swept = bucket;
      forgetApiRequestsBefore(bucket).catch((error: unknown) => console.error("[rate-limit] clearing past windows:", error));
    }
    return countApiRequest(keyId, bucket);
  };
}
