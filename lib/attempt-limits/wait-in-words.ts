/** "14 minutes", "1 minute", "40 seconds", past two hours "23 hours": how long until `until`, rounded up. */
export function waitInWords(until: number, now = Date.now()): string {
  const seconds = Math.max(1, Math.ceil((until - now) / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes > 120) return `${Math.ceil(minutes / 60)} hours`;
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Whole seconds until `until`, at least 1: a Retry-After value. */
export function secondsUntil(until: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((until - now) / 1000));
}
