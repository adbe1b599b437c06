import "server-only";

// Sign-in attempts per e-mail address. better-auth rate-limits requests to its HTTP
// handler, but the portal's forms call it in-process through server actions, which that
// limiter does not see; this keeps password guessing slow all the same. In memory: one
// process serves the portal.

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES = 10;
const MAX_TRACKED = 10_000;

type Entry = { failures: number; resetAt: number };
const globalForThrottle = globalThis as unknown as { staydeskSignInThrottle?: Map<string, Entry> };
const failures = (globalForThrottle.staydeskSignInThrottle ??= new Map());

/** Minutes until the address may try again, or 0. */
export function lockedForMinutes(email: string, now = Date.now()): number {
  const entry = failures.get(email);
  if (!entry || entry.resetAt <= now) return 0;
  return entry.failures >= MAX_FAILURES ? Math.ceil((entry.resetAt - now) / 60_000) : 0;
}

export function recordFailure(email: string, now = Date.now()): void {
  const entry = failures.get(email);
  if (entry && entry.resetAt > now) {
    entry.failures++;
    return;
  }
  if (failures.size >= MAX_TRACKED) {
    const oldest = failures.keys().next().value;
    if (oldest !== undefined) failures.delete(oldest);
  }
  failures.set(email, { failures: 1, resetAt: now + WINDOW_MS });
}

export function clearFailures(email: string): void {
  failures.delete(email);
}
