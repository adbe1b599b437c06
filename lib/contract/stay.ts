// The longest stay the service takes, in one place: an enquiry's dates (CheckInOut, when it
// is created or amended) and a booking's extension (booking changes) are held to it.

/** The most nights one stay may have: a year. Longer stays are booked as a new stay. */
export const MAX_STAY_NIGHTS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Nights from check-in to check-out (calendar dates, YYYY-MM-DD); negative when check-out is first. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/** The same rule in words, on the check-out it concerns. */
export const LONGEST_STAY_WORDS = `A stay can be at most ${MAX_STAY_NIGHTS} nights.`;

/** Whether a stay from `checkIn` to `checkOut` is within the longest the service takes. */
export function withinLongestStay(checkIn: string, checkOut: string): boolean {
  return !(nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS);
}
