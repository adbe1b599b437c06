// How dates, times, money and numbers read, in the portal and the back office alike (and
// in the service's own words, such as a quote's description). One locale, en-GB.
//
// Two kinds of date: an instant ("sent at") is shown in the reader's time zone, with the
// zone named; a calendar date (a stay's check-in, "YYYY-MM-DD") has no zone and is shown
// as typed.

const LOCALE = "en-GB";
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as F;
}

function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(LOCALE, options));
}

/** The zone shown where none is known. */
export const DEFAULT_TIME_ZONE = "UTC";

/** Whether a text is a time zone this runtime knows ("Europe/Paris", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat(LOCALE, { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

type Instant = Date | string | number;

/** "24 Nov 2026, 05:41 CET": an instant in a time zone, the zone named. */
export function formatTime(at: Instant, timeZone: string, options: { seconds?: boolean } = {}): string {
  return dateTimeFormat({
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    ...(options.seconds ? { second: "2-digit" } : {}),
    timeZoneName: "short",
    timeZone,
  }).format(new Date(at));
}

/** "24 Nov 2026" ("24 November 2026" with `long`, as a letter says it): the day an instant falls on in a time zone. */
export function formatDate(at: Instant, timeZone: string, options: { long?: boolean } = {}): string {
  return dateTimeFormat({ day: "numeric", month: options.long ? "long" : "short", year: "numeric", timeZone }).format(new Date(at));
}

/** The zone's short name at an instant ("CET", "GMT+9", "UTC"). */
export function timeZoneName(timeZone: string, at: Instant = Date.now()): string {
  const parts = dateTimeFormat({ timeZoneName: "short", timeZone }).formatToParts(new Date(at));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The instant a wall time ("2026-11-24T09:30") names in a time zone. Near a change of
 * offset the hour that does not exist moves forward, as clocks do.
 */
export function wallTimeToInstant(wall: string, timeZone: string): Date | null {
  const asUtc = Date.parse(`${wall.length === 16 ? `${wall}:00` : wall}Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment, found from what the wall clock there would read.
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      dateTimeFormat({ year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!) - Math.floor(instant / 1000) * 1000;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

// Calendar dates ("YYYY-MM-DD") carry no zone: read and shown in UTC, so what was typed is what is shown.

function calendarTime(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** "14 Mar 2027" (or "14 Mar" without the year). */
export function formatDay(date: string, options: { year?: boolean } = {}): string {
  const time = calendarTime(date);
  if (time === null) return date;
  const withYear = options.year ?? true;
  return dateTimeFormat({ day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" }).format(time);
}

/** "14 Mar – 17 Mar 2027": the year once when both dates share it. */
export function formatDayRange(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDay(from, { year: !sameYear })} – ${formatDay(to)}`;
}

/** A stay's dates: "14 Mar – 17 Mar 2027", "From 14 Mar 2027", "Until 17 Mar 2027", or "Dates open". */
export function formatStay(checkIn: string | null, checkOut: string | null): string {
  const from = checkIn !== null && calendarTime(checkIn) !== null ? checkIn : null;
  const to = checkOut !== null && calendarTime(checkOut) !== null ? checkOut : null;
  if (from !== null && to !== null) return formatDayRange(from, to);
  if (from !== null) return `From ${formatDay(from)}`;
  if (to !== null) return `Until ${formatDay(to)}`;
  return "Dates open";
}

/** "2 adults, 1 child" (infants only when there are some). */
export function formatGuests({ adults, children, infants }: { adults: number; children: number; infants: number }): string {
  const parts = [`${adults} ${adults === 1 ? "adult" : "adults"}`];
  if (children > 0) parts.push(`${children} ${children === 1 ? "child" : "children"}`);
  if (infants > 0) parts.push(`${infants} ${infants === 1 ? "infant" : "infants"}`);
  return parts.join(", ");
}

function currencyFormat(currency: string, wholeUnits: boolean): Intl.NumberFormat | null {
  const key = currency.toUpperCase();
  try {
    return cached(`m:${key}:${wholeUnits}`, () => new Intl.NumberFormat(LOCALE, { style: "currency", currency: key, ...(wholeUnits ? { maximumFractionDigits: 0 } : {}) }));
  } catch {
    return null; // not an ISO 4217 code: shown as "XYZ 12.00"
  }
}

/** "£1,450.50": an amount (in major units) in its own currency. */
export function formatAmount(amount: number, currency: string): string {
  return currencyFormat(currency, false)?.format(amount) ?? `${currency} ${amount.toFixed(2)}`;
}

/** Money held as integer cents (minor units of two-decimal currencies, the contract's amounts). */
export function formatMoney(cents: number, currency: string): string {
  return formatAmount(cents / 100, currency);
}

/** Whole units only ("£1,450"), for summaries where pence are noise. */
export function formatMoneyRounded(cents: number, currency: string): string {
  return currencyFormat(currency, true)?.format(cents / 100) ?? `${currency} ${Math.round(cents / 100)}`;
}

/** "12,345", or "1.5" with `maximumFractionDigits`. */
export function formatNumber(value: number, options: { maximumFractionDigits?: number } = {}): string {
  return cached(`n:${options.maximumFractionDigits ?? ""}`, () => new Intl.NumberFormat(LOCALE, options)).format(value);
}
