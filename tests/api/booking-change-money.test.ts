import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookEvent } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { newId } from "@/lib/service/ids";
import { testWorker } from "../delivery/fixture";
import { startReceiver, waitFor, type Receiver } from "../delivery/receiver";
import { acceptChange, listChanges, newBooking, priceFor, requestChange } from "../helpers/bookings";
import { call, newAccount, serviceApp } from "../helpers/service";

// A booking's versions and their money: totals that are exactly the sum of their periods
// and charges (amounts floating-point sums get wrong, many nights, a currency without minor
// units), exact differences, a cancellation that cancels the booking by the lifecycle; the
// events delivered signed; the database's own guard of one REQUESTED change per booking.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

/** Asks for a change and accepts it with `answer`; the accepted change. */
async function change(bookingId: string, ask: unknown, answer: unknown = {}) {
  const asked = await requestChange(app, account.key, bookingId, ask);
  expect(asked.status, JSON.stringify(asked.json)).toBe(201);
  const accepted = await acceptChange(app, account.key, bookingId, asked.json.data.id, answer);
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  return accepted.json.data;
}

/** Decimal text in pence, exactly (BigInt), for hand-worked sums. */
const pence = (text: string) => {
  const [whole, fraction = ""] = text.replace("-", "").split(".");
  const value = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, "0"));
  return text.startsWith("-") ? -value : value;
};

/** Pence as decimal text with its sign, as a difference is written ("+12.30", "-0.05", "0.00"). */
const signed = (value: bigint) => {
  const digits = (value < 0n ? -value : value).toString().padStart(3, "0");
  return `${value > 0n ? "+" : value < 0n ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
});

describe("a version's total", () => {
  it("is the nights at the price per period plus the charges, exactly, where floating-point sums are not", async () => {
    const booking = await newBooking(app, account.key);
    // 30 nights at 0.10 and charges of 0.20 and 0.10: 3.30. In floating point the same sum is 3.3000000000000003.
    expect(0.1 * 30 + 0.2 + 0.1).not.toBe(3.3);
    const charges = [{ summary: "Towels", amount: "0.2" }, { summary: "Soap", amount: "0.10" }];
    const wrong = priceFor(30, "0.1", charges);
    wrong.priceBreakdown.wholeStay = { excludingTax: 2.76, includingTax: 3.31, taxAmount: 0.55 };
    const asked = await requestChange(app, account.key, booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-31" });
    const refused = await acceptChange(app, account.key, booking.bookingId, asked.json.data.id, wrong);
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ "priceBreakdown.wholeStay.includingTax": ["Must be the 30 nights at 0.10 plus the charges (0.30): 3.30, not 3.31."] });
    const accepted = await acceptChange(app, account.key, booking.bookingId, asked.json.data.id, priceFor(30, "0.1", charges));
    expect(accepted.status).toBe(200);
    const v2 = (await listChanges(app, account.key, booking.bookingId)).json.data.versions[1];
    expect(v2).toMatchObject({ version: 2, nights: 30, total: { currency: "GBP", amount: "3.30" } });
    // The charges are kept as exact decimal text in the currency's digits.
    expect(v2.charges).toEqual([{ summary: "Towels", amount: "0.20" }, { summary: "Soap", amount: "0.10" }]);
    expect(v2.difference.amount).toBe(signed(330n - pence(booking.versions[0].total.amount)));
  });

  it("adds up over many nights, and each difference to the version before is exact, whichever way it goes", async () => {
    const booking = await newBooking(app, account.key);
    const v1 = booking.versions[0].total.amount as string;
    // 305 nights at 1,234.57 and charges of 0.01 and 99.99: 376,543.85 + 100.00.
    const long = await change(booking.bookingId, { kind: "EXTEND", checkOut: "2027-12-31" }, priceFor(305, "1234.57", [{ summary: "A", amount: "0.01" }, { summary: "B", amount: "99.99" }]));
    const short = await change(booking.bookingId, { kind: "SHORTEN", checkOut: "2027-03-04" }, { ...priceFor(3, "1234.57"), cancellationCharge: "2469.14" });
    const guests = await change(booking.bookingId, { kind: "GUESTS", guestNumbers: { adults: 1 } });
    const { versions } = (await listChanges(app, account.key, booking.bookingId)).json.data;
    expect(versions.map((v: { total: { amount: string } }) => v.total.amount)).toEqual([v1, "376643.85", "6172.85", "6172.85"]);
    // Each version's total: its nights × the price per period + its charges + its cancellation charge.
    for (const v of versions) {
      const perNight = pence(String(v.priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee));
      const charges = v.charges.reduce((sum: bigint, c: { amount: string }) => sum + pence(c.amount), 0n);
      const cancellation = v.cancellationCharge ? pence(v.cancellationCharge.amount) : 0n;
      expect(pence(v.total.amount), `version ${v.version}`).toBe(perNight * BigInt(v.nights) + charges + cancellation);
      expect(pence(String(v.priceBreakdown.wholeStay.includingTax))).toBe(perNight * BigInt(v.nights) + charges);
    }
    expect([long.difference.amount, short.difference.amount, guests.difference.amount]).toEqual([
      signed(376_643_85n - pence(v1)),
      "-370471.00",
      "0.00",
    ]);
    // A later version keeps the cancellation charge agreed before.
    expect(versions[3].cancellationCharge).toEqual({ currency: "GBP", amount: "2469.14" });
  });

  it("counts in whole yen for a stay in Tokyo, and refuses a fraction of a yen", async () => {
    const booking = await newBooking(app, account.key, { enquiryLocation: { addressFormatted: "Shinjuku, Tokyo, Japan" } });
    const [v1] = booking.versions;
    expect(v1.total.currency).toBe("JPY");
    expect(v1.total.amount).toMatch(/^\d+$/);
    const asked = await requestChange(app, account.key, booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" });
    const price = priceFor(9, "12000.5", [], "JPY");
    const refused = await acceptChange(app, account.key, booking.bookingId, asked.json.data.id, price);
    expect(refused.status).toBe(400);
    expect(refused.json.errors["priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee"]).toEqual(["Must be an amount of 0 or more in whole JPY, without decimals."]);
    const whole = { priceBreakdown: { currency: "JPY", wholeStay: { excludingTax: 98182, includingTax: 108000, taxAmount: 9818 }, perPeriod: { period: "NIGHTLY", amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: 10909, includingTaxWithBookingFee: 12000 } } } };
    const accepted = await acceptChange(app, account.key, booking.bookingId, asked.json.data.id, whole);
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json.data.difference).toEqual({ currency: "JPY", amount: `${108000 - Number(v1.total.amount) >= 0 ? "+" : ""}${108000 - Number(v1.total.amount)}` });
  });
});

describe("an accepted cancellation", () => {
  it("makes a cancelled version that owes only its charge, cancels the booking by the lifecycle and sends BOOKING.CANCELLED after the acceptance", async () => {
    const booking = await newBooking(app, account.key);
    const accepted = await change(booking.bookingId, { kind: "CANCEL", note: "The project was called off." }, { cancellationCharge: "350" });
    expect(accepted).toMatchObject({ state: "ACCEPTED", version: 2, priceBreakdown: null, cancellationCharge: { currency: "GBP", amount: "350.00" } });
    const history = (await listChanges(app, account.key, booking.bookingId)).json.data;
    expect(history.state).toBe("CANCELLED");
    expect(history.versions[1]).toMatchObject({ cancelled: true, priceBreakdown: null, charges: [], checkOut: "2027-03-08", total: { currency: "GBP", amount: "350.00" } });
    expect(pence(history.versions[1].difference.amount)).toBe(35000n - pence(booking.versions[0].total.amount));
    const enquiry = (await call(app, "GET", `${V1}/enquiries/${booking.enquiryId}`, { key: account.key })).json.data;
    expect(enquiry.enquiryState).toEqual({ state: "BOOKING_CANCELLED", closureReason: null });
    const { id } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: booking.enquiryId } });
    const events = await getPrisma().event.findMany({ where: { enquiryId: id, type: { startsWith: "BOOKING." } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(events.map((e) => e.type)).toEqual(["BOOKING.PENDING", "BOOKING.CHANGE_REQUESTED", "BOOKING.CHANGE_ACCEPTED", "BOOKING.CANCELLED"]);
    expect(JSON.parse(events[3]!.body).data).toMatchObject({ bookingReference: booking.bookingId, enquiry: { enquiryState: { state: "BOOKING_CANCELLED" } } });
  });

  it("without a charge owes nothing", async () => {
    const booking = await newBooking(app, account.key);
    const accepted = await change(booking.bookingId, { kind: "CANCEL" });
    expect(accepted.cancellationCharge).toBeNull();
    expect((await listChanges(app, account.key, booking.bookingId)).json.data.versions[1].total).toEqual({ currency: "GBP", amount: "0.00" });
  });
});

describe("version 1 of a booking made before versions were kept", () => {
  it("is written from its quote the first time its changes are read, the same as at booking", async () => {
    const booking = await newBooking(app, account.key);
    const { id } = await getPrisma().booking.findUniqueOrThrow({ where: { reference: booking.bookingId } });
    await getPrisma().bookingVersion.deleteMany({ where: { bookingId: id } });
    const [again, twice] = await Promise.all([listChanges(app, account.key, booking.bookingId), listChanges(app, account.key, booking.bookingId)]);
    expect(again.json.data.versions).toEqual(booking.versions);
    expect(twice.json.data.versions).toEqual(booking.versions);
    expect(await getPrisma().bookingVersion.count({ where: { bookingId: id } })).toBe(1);
  });
});

describe("the database", () => {
  it("keeps one REQUESTED change per booking by itself; answered ones are any number", async () => {
    const booking = await newBooking(app, account.key);
    const { id: bookingId } = await getPrisma().booking.findUniqueOrThrow({ where: { reference: booking.bookingId } });
    const row = (state: string) => ({ id: newId(), accountId: account.accountId, bookingId, kind: "CANCEL", state, createdAt: new Date() });
    await getPrisma().bookingChange.createMany({ data: [row("WITHDRAWN"), row("WITHDRAWN"), row("DECLINED"), row("REQUESTED")] });
    const second = await getPrisma().bookingChange.create({ data: row("REQUESTED") }).catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
  });
});

describe("the BOOKING.CHANGE_* events", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it("are delivered signed, with the change as the API answers it and the version an acceptance made", async () => {
    const own = await newAccount();
    const api = (method: string, path: string, body?: unknown) => call(app, method, `${V1}${path}`, { key: own.key, body });
    expect((await api("POST", "/webhooks", { url: `${receiver.url}/changes`, events: ["BOOKING.CHANGE_REQUESTED", "BOOKING.CHANGE_ACCEPTED"] })).status).toBe(201);
    const booking = await newBooking(app, own.key);
    testWorker();
    const asked = (await requestChange(app, own.key, booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10", authorName: "Ana Silva" })).json.data;
    const per = String(booking.versions[0].priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee);
    const accepted = (await acceptChange(app, own.key, booking.bookingId, asked.id, priceFor(9, per))).json.data;
    const history = (await listChanges(app, own.key, booking.bookingId)).json.data;

    const events = await getPrisma().event.findMany({ where: { accountId: own.accountId, type: { startsWith: "BOOKING.CHANGE_" } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(events.map((e) => e.type)).toEqual(["BOOKING.CHANGE_REQUESTED", "BOOKING.CHANGE_ACCEPTED"]);
    await waitFor("both deliveries", () => events.every((e) => receiver.forEvent(e.id).length === 1));
    const key = (await api("GET", "/webhook-verification-key")).json.data.key as string;
    const bodies = events.map((e) => {
      const delivery = receiver.forEvent(e.id)[0]!;
      const expected = createHmac("sha256", key).update(Buffer.from(delivery.body, "utf8")).digest();
      expect(timingSafeEqual(Buffer.from(String(delivery.headers["x-signature"]), "base64"), expected)).toBe(true);
      expect(delivery.headers["x-event-type"]).toBe(e.type);
      const body = JSON.parse(delivery.body);
      expect(WebhookEvent.parse(body)).toEqual(body);
      return body;
    });
    expect(bodies[0].data).toEqual({
      bookingReference: booking.bookingId,
      createdAt: expect.any(String),
      enquiry: expect.objectContaining({ serviceReference: booking.enquiryId, externalId: booking.externalId, enquiryState: { state: "BOOKING_PENDING", closureReason: null } }),
      change: asked,
      version: null,
    });
    expect(bodies[1].data).toMatchObject({ bookingReference: booking.bookingId, change: accepted, version: history.versions[1] });
    expect(bodies[1].data.version.total).toEqual(history.versions[1].total);
  });

  it("can be sent again by the sandbox for the booking's latest change, and not before there is one", async () => {
    const booking = await newBooking(app, account.key);
    const trigger = (eventType: string) => call(app, "POST", `${V1}/sandbox/enquiries/${booking.enquiryId}/trigger-webhook-event`, { key: account.key, body: { eventType } });
    const none = await trigger("BOOKING.CHANGE_REQUESTED");
    expect(none.status).toBe(400);
    expect(none.json.detail).toBe(`Enquiry ${booking.enquiryId} has no booking change yet, so there is nothing for BOOKING.CHANGE_REQUESTED to describe.`);
    const accepted = await change(booking.bookingId, { kind: "GUESTS", guestNumbers: { adults: 1 } });
    expect((await trigger("BOOKING.CHANGE_ACCEPTED")).status).toBe(204);
    const { id } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: booking.enquiryId } });
    const sent = await getPrisma().event.findMany({ where: { enquiryId: id, type: "BOOKING.CHANGE_ACCEPTED" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    expect(sent).toHaveLength(2);
    const body = JSON.parse(sent[1]!.body);
    expect(WebhookEvent.parse(body)).toEqual(body);
    expect(body.data.change).toEqual(accepted);
    expect(body.data.version).toMatchObject({ version: 2, changeId: accepted.id });
  });
});
