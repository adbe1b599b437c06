import { expect } from "vitest";
import { call, enquiryBody, type serviceApp } from "./service";

// What the booking-change tests share: a booking made through the sandbox (an enquiry,
// quoted, its first item booked) and the calls of the extension.

type App = Awaited<ReturnType<typeof serviceApp>>;
const V1 = "/external-api/v1";

/** A booking of a new London enquiry (GBP), 1 to 8 March 2027 unless `overrides` say otherwise: its history as the sandbox answers it. */
export async function newBooking(app: App, key: string, overrides: Record<string, unknown> = {}) {
  const created = await call(app, "POST", `${V1}/enquiries`, { key, body: enquiryBody(overrides) });
  expect(created.status).toBe(201);
  const ref = created.json.data.serviceReference as string;
  expect((await call(app, "POST", `${V1}/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
  const booked = await call(app, "POST", `${V1}/sandbox/enquiries/${ref}/booking`, { key });
  expect(booked.status, JSON.stringify(booked.json)).toBe(201);
  return { ...booked.json.data, externalId: created.json.data.externalId as string } as {
    bookingId: string;
    enquiryId: string;
    externalId: string;
    state: string;
    version: number;
    changes: any[];
    versions: any[];
  };
}

export function requestChange(app: App, key: string, bookingId: string, body: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey };
  return call(app, "POST", `${V1}/bookings/${encodeURIComponent(bookingId)}/changes`, { key, body, headers });
}

export function listChanges(app: App, key: string, bookingId: string) {
  return call(app, "GET", `${V1}/bookings/${encodeURIComponent(bookingId)}/changes`, { key });
}

export function withdrawChange(app: App, key: string, bookingId: string, changeId: string) {
  return call(app, "POST", `${V1}/bookings/${encodeURIComponent(bookingId)}/changes/${encodeURIComponent(changeId)}/withdrawal`, { key });
}

export function acceptChange(app: App, key: string, bookingId: string, changeId: string, body: unknown = {}) {
  return call(app, "POST", `${V1}/sandbox/bookings/${encodeURIComponent(bookingId)}/changes/${encodeURIComponent(changeId)}/accept`, { key, body });
}

export function declineChange(app: App, key: string, bookingId: string, changeId: string, reason: string) {
  return call(app, "POST", `${V1}/sandbox/bookings/${encodeURIComponent(bookingId)}/changes/${encodeURIComponent(changeId)}/decline`, { key, body: { reason } });
}

/** A price of `nights` nights at `perNight` (tax included) with the given charges, in the quote's shape (GBP). */
export function priceFor(nights: number, perNight: string, charges: { summary: string; amount: string }[] = [], currency = "GBP") {
  const cents = (text: string) => Math.round(Number(text) * 100);
  const incl = cents(perNight) * nights + charges.reduce((s, c) => s + cents(c.amount), 0);
  const excl = Math.round(incl / 1.2);
  return {
    priceBreakdown: {
      currency,
      wholeStay: { excludingTax: excl / 100, includingTax: incl / 100, taxAmount: (incl - excl) / 100 },
      perPeriod: { period: "NIGHTLY" as const, amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: Math.round(cents(perNight) / 1.2) / 100, includingTaxWithBookingFee: Number(perNight) } },
    },
    charges,
  };
}
