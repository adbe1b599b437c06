/**
 * The wait before the next attempt after attempt `attempt` failed, or null when none is
 * left: with the default five delays, a delivery gets six attempts in about 24 hours.
 * A manual retry of a FAILED delivery is therefore a single extra attempt.
 */
export function retryDelay(attempt: number, delaysMs: readonly number[]): number | null {
  return delaysMs[attempt - 1] ?? null;
}
