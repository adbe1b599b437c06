// The stay a quote prices. An enquiry may come without dates (both are nullable); the
// quote is then priced for a documented default instead of being refused.

export const DEFAULT_LEAD_DAYS = 14;
export const DEFAULT_NIGHTS = 7;

export type Stay = {
  from: string;
  to: string;
  nights: number;
  /** True when at least one date was filled in by the defaults. */
  defaulted: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Missing check-in: 14 days after the quote is built; missing check-out: 7 nights after
 * check-in (a lone check-out gets the 7 nights before it).
 */
export function stayFor(checkIn: string | null, checkOut: string | null, builtAt: Date): Stay {
  const today = builtAt.toISOString().slice(0, 10);
  const from = checkIn ?? (checkOut ? addDays(checkOut, -DEFAULT_NIGHTS) : addDays(today, DEFAULT_LEAD_DAYS));
  const to = checkOut ?? addDays(from, DEFAULT_NIGHTS);
  const nights = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
  return { from, to, nights, defaulted: checkIn === null || checkOut === null };
}
