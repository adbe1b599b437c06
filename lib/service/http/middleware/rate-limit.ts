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
 *
 * Every answer to a known key says where it stands, so that a client can pace itself
 * before it meets a 429: RateLimit-Limit, -Remaining and -Reset (seconds to the window's
 * end), and RateLimit-Policy (`limit;w=seconds`). The 429's Retry-After is that Reset.
 */
export function rateLimit(limit: number, windowMs = 60_000, counter: RequestCounter = defaultCounter()): MiddlewareHandler<AppEnv> {
  const policy = `${limit};w=${Math.round(windowMs / 1000)}`;
  return async (c, next) => {
    if (limit <= 0) return next();
    const now = Date.now();
    const bucket = Math.floor(now / windowMs);
    const count = await counter(c.get("caller").keyId, bucket);
    const reset = String(Math.max(1, Math.ceil(((bucket + 1) * windowMs - now) / 1000)));
    const headers = {
      "RateLimit-Limit": String(limit),
      "RateLimit-Remaining": String(Math.max(0, limit - count)),
      "RateLimit-Reset": reset,
      "RateLimit-Policy": policy,
    };
    if (count > limit) {
      throw new ServiceError("TOO_MANY_REQUESTS", `At most ${limit} requests a minute per API key. Retry in ${reset} s.`, {
        headers: { ...headers, "Retry-After": reset },
      });
    }
    await next();
    // After the handler, so that its error answers (rendered by onError) carry them too.
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
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
