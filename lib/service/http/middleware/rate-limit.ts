import type { MiddlewareHandler } from "hono";
import { ServiceError } from "../../errors";
import type { AppEnv } from "../context";

type Window = { start: number; count: number };

/**
 * A fixed one-minute window per API key, kept in this process's memory. With several
 * instances each one counts alone; the limit is a guard against runaway clients, not
 * billing, so that is acceptable. `limit` 0 turns it off.
 */
export function rateLimit(limit: number, windowMs = 60_000): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, Window>();
  let lastSweep = Date.now();
  return async (c, next) => {
    if (limit > 0) {
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
        lastSweep = now;
      }
      const key = c.get("caller").keyHash;
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count++;
      if (w.count > limit) {
        const retryAfter = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
        throw new ServiceError("TOO_MANY_REQUESTS", `At most ${limit} requests a minute per API key. Retry in ${retryAfter} s.`, {
          headers: { "Retry-After": String(retryAfter) },
        });
      }
    }
    await next();
  };
}
