/**
 * The geocoding server did not answer usefully (timeout, refusal, overload). Not the
 * caller's fault and not a verdict on the address: the request may be tried again,
 * after `retryAfterSeconds` when the server said so.
 */
export class GeocoderUnavailableError extends Error {
  readonly retryAfterSeconds: number | null;

  constructor(message: string, options: { retryAfterSeconds?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "GeocoderUnavailableError";
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** Seconds from a Retry-After header, given as seconds or as an HTTP date; null if absent or unreadable. */
export function readRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}
