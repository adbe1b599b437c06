import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { acceptChange, declineChange, listChanges, newBooking, priceFor, requestChange, withdrawChange } from "../helpers/bookings";
import { call, newAccount, serviceApp } from "../helpers/service";

// The booking changes extension over HTTP: asking, listing, withdrawing, and the sandbox's
// answers; each state rule and each refused value in words; the Idempotency-Key; requests
// at once; another account's booking. The money and the events: booking-change-money.test.ts.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

type Booking = Awaited<ReturnType<typeof newBooking>>;

async function rowsOf(bookingId: string) {
  const db = getPrisma();
  const { id, enquiryId } = await db.booking.findUniqueOrThrow({ where: { reference: bookingId }, select: { id: true, enquiryId: true } });
  const events = await db.event.findMany({ where: { enquiryId, type: { startsWith: "BOOKING.CHANGE_" } }, select: { type: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return {
    changes: await db.bookingChange.count({ where: { bookingId: id } }),
    versions: await db.bookingVersion.count({ where: { bookingId: id } }),
    events: events.map((e) => e.type),
  };
}

/** Asks for a change that must be accepted, and returns it. */
async function requested(booking: Booking, body: unknown) {
  const res = await requestChange(app, account.key, booking.bookingId, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data as { id: string; state: string };
}

const perNightOf = (booking: Booking) => String(booking.versions[0].priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee);

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
});

describe("a booking's version 1", () => {
  it("is the booking as booked: the quote's reference, dates, guests and the booked unit's price", async () => {
    const booking = await newBooking(app, account.key);
    expect(booking).toMatchObject({ state: "PENDING", version: 1, changes: [] });
    const quotes = await call(app, "GET", `${V1}/quotes?serviceEnquiryReference=${booking.enquiryId}`, { key: account.key });
    const quote = quotes.json.data[0];
    expect(quote.bookedQuoteItem.bookingId).toBe(booking.bookingId);
    const unit = quote.items.find((i: { id: string }) => i.id === quote.bookedQuoteItem.quoteItemId).property.units[0];
    const [v1] = booking.versions;
    expect(v1).toMatchObject({
      version: 1,
      changeId: null,
      kind: null,
      checkIn: "2027-03-01",
      checkOut: "2027-03-08",
      nights: 7,
      guestNumbers: { adults: 2, children: 1, infants: 0 },
      leadGuest: { givenName: "Ada", familyName: "Lovelace" },
      unitName: unit.unitName,
      cancelled: false,
      priceBreakdown: unit.priceBreakdown,
      cancellationCharge: null,
      difference: null,
      total: { currency: "GBP", amount: unit.priceBreakdown.wholeStay.includingTax.toFixed(2) },
    });
  });
});

describe("asking for a change", () => {
  it("is REQUESTED, listed newest first with the versions, and sends BOOKING.CHANGE_REQUESTED once", async () => {
    const booking = await newBooking(app, account.key);
    const res = await requestChange(app, account.key, booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-14", note: "  The project runs longer.  ", authorName: "Ana Silva" });
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({
      id: expect.any(String),
      bookingId: booking.bookingId,
      enquiryId: booking.enquiryId,
      kind: "EXTEND",
      state: "REQUESTED",
      checkOut: "2027-03-14",
      guestNumbers: null,
      leadGuest: null,
      note: "The project runs longer.",
      authorName: "Ana Silva",
      version: null,
      priceBreakdown: null,
      cancellationCharge: null,
      difference: null,
      declineReason: null,
      answeredBy: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      answeredAt: null,
    });
    const list = await listChanges(app, account.key, booking.bookingId);
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject({ bookingId: booking.bookingId, state: "PENDING", version: 1, changes: [res.json.data], versions: booking.versions });
    expect(await rowsOf(booking.bookingId)).toEqual({ changes: 1, versions: 1, events: ["BOOKING.CHANGE_REQUESTED"] });
  });

  it("takes one change at a time: the second is 409 in words naming the first, and is taken once the first is answered", async () => {
    const booking = await newBooking(app, account.key);
    const first = await requested(booking, { kind: "GUESTS", guestNumbers: { adults: 3 } });
    const second = await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ type: "about:blank", title: "Conflict", status: 409 });
    expect(second.json.detail).toBe(
      `Booking ${booking.bookingId} already has a change waiting for the provider's answer (GUESTS, ${first.id}): a booking takes one change at a time. Withdraw that one, or wait for the answer.`,
    );
    expect((await declineChange(app, account.key, booking.bookingId, first.id, "Sleeps two.")).status).toBe(200);
    expect((await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" })).status).toBe(201);
  });

  it("refuses every kind once the booking is cancelled", async () => {
    const booking = await newBooking(app, account.key);
    const cancel = await requested(booking, { kind: "CANCEL" });
    expect((await acceptChange(app, account.key, booking.bookingId, cancel.id)).status).toBe(200);
    for (const body of [{ kind: "EXTEND", checkOut: "2027-03-10" }, { kind: "SHORTEN", checkOut: "2027-03-05" }, { kind: "GUESTS", guestNumbers: { adults: 1 } }, { kind: "LEAD_GUEST", leadGuest: { givenName: "Bo" } }, { kind: "CANCEL" }]) {
      const res = await requestChange(app, account.key, booking.bookingId, body);
      expect(res.status, body.kind).toBe(409);
      expect(res.json.detail).toBe(`Booking ${booking.bookingId} is CANCELLED: it takes no more changes.`);
    }
    expect((await rowsOf(booking.bookingId)).changes).toBe(1);
  });

  it("takes changes in every booking state but CANCELLED", async () => {
    for (const state of ["PARTNER_CONFIRMATION_DETAILS_SENT", "CONFIRMED", "CHECK_IN_DETAILS_SENT"]) {
      const booking = await newBooking(app, account.key);
      await getPrisma().booking.update({ where: { reference: booking.bookingId }, data: { state } });
      expect((await requestChange(app, account.key, booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" })).status, state).toBe(201);
    }
  });

  it("refuses values in words, on their field, writing nothing", async () => {
    const booking = await newBooking(app, account.key);
    const cases: [unknown, string, string][] = [
      [{}, "kind", "Must be one of EXTEND, SHORTEN, GUESTS, LEAD_GUEST, CANCEL."],
      [{ kind: "MOVE" }, "kind", "Must be one of EXTEND, SHORTEN, GUESTS, LEAD_GUEST, CANCEL."],
      [{ kind: "EXTEND" }, "checkOut", "Give the new check-out date."],
      [{ kind: "EXTEND", checkOut: "2027-02-30" }, "checkOut", "Must be a real calendar date in the form YYYY-MM-DD."],
      [{ kind: "EXTEND", checkOut: "2027-03-08" }, "checkOut", "An extension's check-out must be after the current check-out, 2027-03-08; to leave earlier, ask to SHORTEN."],
      [{ kind: "EXTEND", checkOut: "2028-03-01" }, "checkOut", "A stay can be at most 365 nights. Checking out on 2028-03-01 would make it 366."],
      [{ kind: "SHORTEN", checkOut: "2027-03-01" }, "checkOut", "The new check-out must be after check-in, 2027-03-01."],
      [{ kind: "SHORTEN", checkOut: "2027-02-20" }, "checkOut", "The new check-out must be after check-in, 2027-03-01."],
      [{ kind: "SHORTEN", checkOut: "2027-03-09" }, "checkOut", "A shortened stay's check-out must be before the current check-out, 2027-03-08; to stay longer, ask to EXTEND."],
      [{ kind: "GUESTS", guestNumbers: { adults: 0 } }, "guestNumbers.adults", "Must be at least 1."],
      [{ kind: "GUESTS", guestNumbers: { adults: 2, children: 1 } }, "guestNumbers", "These are the booking's guest numbers already."],
      [{ kind: "GUESTS", checkOut: "2027-03-10", guestNumbers: { adults: 1 } }, "checkOut", "Only an EXTEND or SHORTEN change takes a check-out date."],
      [{ kind: "LEAD_GUEST" }, "leadGuest", "Give the new lead guest."],
      [{ kind: "LEAD_GUEST", leadGuest: { email: "not an address" } }, "leadGuest.email", "Must be an e-mail address with exactly one @, no spaces or semicolons, and a valid domain."],
      [{ kind: "CANCEL", guestNumbers: { adults: 1 } }, "guestNumbers", "Only a GUESTS change takes guest numbers."],
      [{ kind: "CANCEL", note: "x".repeat(1001) }, "note", "Must be at most 1,000 characters."],
      [{ kind: "CANCEL", note: "Ring\u0007" }, "note", "Must be plain text: no control characters but line breaks and tabs."],
    ];
    for (const [body, field, words] of cases) {
      const res = await requestChange(app, account.key, booking.bookingId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.type).toBe("VALIDATION_ERROR");
      expect(res.json.errors[field], JSON.stringify(res.json.errors)).toEqual([words]);
      expect(res.text).not.toMatch(/at \S+\.ts|ZodError|Error:/);
    }
    expect(await rowsOf(booking.bookingId)).toEqual({ changes: 0, versions: 1, events: [] });
    // The last night of the longest stay passes.
    expect((await requestChange(app, account.key, booking.bookingId, { kind: "EXTEND", checkOut: "2028-02-29" })).status).toBe(201);
  });
});

describe("withdrawing a change", () => {
  it("withdraws a REQUESTED change once (BOOKING.CHANGE_WITHDRAWN), answers a second time as it is, and frees the booking", async () => {
    const booking = await newBooking(app, account.key);
    const change = await requested(booking, { kind: "SHORTEN", checkOut: "2027-03-05" });
    const first = await withdrawChange(app, account.key, booking.bookingId, change.id);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ id: change.id, state: "WITHDRAWN", answeredAt: expect.any(String), answeredBy: null });
    const again = await withdrawChange(app, account.key, booking.bookingId, change.id);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect((await rowsOf(booking.bookingId)).events).toEqual(["BOOKING.CHANGE_REQUESTED", "BOOKING.CHANGE_WITHDRAWN"]);
    expect((await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" })).status).toBe(201);
  });

  it("refuses to withdraw an answered change (409), and a withdrawn change cannot be answered", async () => {
    const booking = await newBooking(app, account.key);
    const declined = await requested(booking, { kind: "CANCEL" });
    expect((await declineChange(app, account.key, booking.bookingId, declined.id, "Past the notice period.")).status).toBe(200);
    const refused = await withdrawChange(app, account.key, booking.bookingId, declined.id);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toBe(`Change ${declined.id} is DECLINED: only a change still waiting for the provider's answer (REQUESTED) can be withdrawn.`);

    const withdrawn = await requested(booking, { kind: "CANCEL" });
    expect((await withdrawChange(app, account.key, booking.bookingId, withdrawn.id)).status).toBe(200);
    const accept = await acceptChange(app, account.key, booking.bookingId, withdrawn.id);
    expect(accept.status).toBe(409);
    expect(accept.json.detail).toBe(`Change ${withdrawn.id} is WITHDRAWN: only a change still waiting for the provider's answer (REQUESTED) can be accepted.`);
    const decline = await declineChange(app, account.key, booking.bookingId, withdrawn.id, "No.");
    expect(decline.status).toBe(409);
    expect(decline.json.detail).toContain("can be declined");
  });

  it("lets exactly one of an acceptance and a withdrawal sent at once win", async () => {
    const booking = await newBooking(app, account.key);
    for (let round = 0; round < 3; round++) {
      const change = await requested(booking, { kind: "LEAD_GUEST", leadGuest: { givenName: `Guest ${round}` } });
      const [accepted, withdrawn] = await Promise.all([
        acceptChange(app, account.key, booking.bookingId, change.id),
        withdrawChange(app, account.key, booking.bookingId, change.id),
      ]);
      expect([accepted.status, withdrawn.status].sort()).toEqual([200, 409]);
      const state = (await getPrisma().bookingChange.findUniqueOrThrow({ where: { id: change.id } })).state;
      expect(state).toBe(accepted.status === 200 ? "ACCEPTED" : "WITHDRAWN");
    }
  });
});

describe("the provider's answer (the sandbox standing in)", () => {
  it("declines with a reason in words and the specialist's name; the booking stays as it was", async () => {
    const booking = await newBooking(app, account.key);
    const change = await requested(booking, { kind: "EXTEND", checkOut: "2027-03-20" });
    const empty = await declineChange(app, account.key, booking.bookingId, change.id, "   ");
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ reason: ["Say why the change is declined."] });
    const res = await declineChange(app, account.key, booking.bookingId, change.id, "The apartment is let from 10 March.");
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ state: "DECLINED", declineReason: "The apartment is let from 10 March.", answeredBy: expect.any(String), version: null });
    const list = (await listChanges(app, account.key, booking.bookingId)).json.data;
    expect(list.version).toBe(1);
    expect(list.versions).toEqual(booking.versions);
  });

  it("refuses an acceptance that does not fit the change, in words, and changes nothing", async () => {
    const booking = await newBooking(app, account.key);
    const extend = await requested(booking, { kind: "EXTEND", checkOut: "2027-03-15" });
    const per = perNightOf(booking);
    const good = priceFor(14, per);
    const cases: [unknown, string, string][] = [
      [{}, "priceBreakdown", "A EXTEND change changes the nights: give the stay's new price."],
      [{ ...good, cancellationCharge: "10.00" }, "cancellationCharge", "Only a SHORTEN or CANCEL change takes a cancellation charge."],
      [{ ...good, priceBreakdown: { ...good.priceBreakdown, currency: "EUR" } }, "priceBreakdown.currency", "Must be the booking's currency, GBP: a change does not change the currency."],
      [priceFor(13, per), "priceBreakdown.wholeStay.includingTax", ""],
      [{ ...good, charges: [{ summary: "Cleaning", amount: "12.345" }] }, "charges.0.amount", "Must be an amount of 0 or more in GBP, with at most 2 decimals."],
      [{ ...good, charges: [{ summary: "Refund", amount: "-5.00" }] }, "charges.0.amount", "Must be an amount of 0 or more in GBP, with at most 2 decimals."],
    ];
    for (const [body, field, words] of cases) {
      const res = await acceptChange(app, account.key, booking.bookingId, extend.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json.errors), JSON.stringify(res.json.errors)).toContain(field);
      if (words) expect(res.json.errors[field]).toEqual([words]);
    }
    const wrongTotal = await acceptChange(app, account.key, booking.bookingId, extend.id, priceFor(13, per));
    expect(wrongTotal.json.errors["priceBreakdown.wholeStay.includingTax"][0]).toMatch(/^Must be the 14 nights at \d+\.\d{2}: \d+\.\d{2}, not \d+\.\d{2}\.$/);
    expect(await rowsOf(booking.bookingId)).toEqual({ changes: 1, versions: 1, events: ["BOOKING.CHANGE_REQUESTED"] });
    expect((await acceptChange(app, account.key, booking.bookingId, extend.id, good)).status).toBe(200);
    const again = await acceptChange(app, account.key, booking.bookingId, extend.id, good);
    expect(again.status).toBe(409);
    expect(again.json.detail).toContain("is ACCEPTED");

    const cancel = await requested(booking, { kind: "CANCEL" });
    const priced = await acceptChange(app, account.key, booking.bookingId, cancel.id, priceFor(14, per, [{ summary: "Cleaning", amount: "40.00" }]));
    expect(priced.json.errors).toEqual({
      priceBreakdown: ["A cancelled stay has no price: give only the cancellation charge, if any."],
      charges: ["A cancelled stay has no charges: give only the cancellation charge, if any."],
    });
  });

  it("refuses to accept a change of a booking cancelled meanwhile, and still declines it", async () => {
    const booking = await newBooking(app, account.key);
    const change = await requested(booking, { kind: "GUESTS", guestNumbers: { adults: 1 } });
    await getPrisma().booking.update({ where: { reference: booking.bookingId }, data: { state: "CANCELLED" } });
    const accept = await acceptChange(app, account.key, booking.bookingId, change.id);
    expect(accept.status).toBe(409);
    expect(accept.json.detail).toBe(`Booking ${booking.bookingId} is CANCELLED: it takes no more changes. Decline the change instead.`);
    expect((await declineChange(app, account.key, booking.bookingId, change.id, "The booking was cancelled.")).status).toBe(200);
  });

  it("applies an accepted change to the booking and its enquiry, so that every read agrees", async () => {
    const booking = await newBooking(app, account.key);
    const per = perNightOf(booking);
    const steps: [unknown, unknown][] = [
      [{ kind: "EXTEND", checkOut: "2027-03-15" }, priceFor(14, per)],
      [{ kind: "GUESTS", guestNumbers: { adults: 3, infants: 1 } }, {}],
      [{ kind: "LEAD_GUEST", leadGuest: { givenName: "Grace", familyName: "Hopper", email: "grace@example.com" } }, {}],
      [{ kind: "SHORTEN", checkOut: "2027-03-12" }, { ...priceFor(11, per), cancellationCharge: "150.00" }],
    ];
    for (const [ask, answer] of steps) {
      const change = await requested(booking, ask);
      expect((await acceptChange(app, account.key, booking.bookingId, change.id, answer)).status, JSON.stringify(ask)).toBe(200);
    }
    const history = (await listChanges(app, account.key, booking.bookingId)).json.data;
    expect(history.version).toBe(5);
    expect(history.versions.map((v: { version: number; kind: string | null; checkOut: string; nights: number }) => [v.version, v.kind, v.checkOut, v.nights])).toEqual([
      [1, null, "2027-03-08", 7],
      [2, "EXTEND", "2027-03-15", 14],
      [3, "GUESTS", "2027-03-15", 14],
      [4, "LEAD_GUEST", "2027-03-15", 14],
      [5, "SHORTEN", "2027-03-12", 11],
    ]);
    expect(history.changes.map((c: { version: number }) => c.version)).toEqual([5, 4, 3, 2]);
    const last = history.versions[4];
    expect(last.guestNumbers).toEqual({ adults: 3, children: 0, infants: 1 });
    expect(last.leadGuest).toEqual({ contactNumber: null, email: "grace@example.com", familyName: "Hopper", givenName: "Grace" });
    const enquiry = (await call(app, "GET", `${V1}/enquiries/${booking.enquiryId}`, { key: account.key })).json.data;
    expect(enquiry.checkInOut).toEqual({ checkIn: "2027-03-01", checkOut: "2027-03-12" });
    expect(enquiry.guestNumbers).toEqual(last.guestNumbers);
    expect(enquiry.leadGuest).toEqual(last.leadGuest);
    // The booking kept its reference: the quote still names it.
    const quotes = await call(app, "GET", `${V1}/quotes?serviceEnquiryReference=${booking.enquiryId}`, { key: account.key });
    expect(quotes.json.data[0].bookedQuoteItem.bookingId).toBe(booking.bookingId);
  });
});

describe("the Idempotency-Key", () => {
  it("answers the first change again (200): one row, one event; another key is another change", async () => {
    const booking = await newBooking(app, account.key);
    const first = await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" }, "cancel-1");
    const again = await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" }, "cancel-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(await rowsOf(booking.bookingId)).toEqual({ changes: 1, versions: 1, events: ["BOOKING.CHANGE_REQUESTED"] });
    // The same key after the change was answered is still that change, as it is now.
    expect((await acceptChange(app, account.key, booking.bookingId, first.json.data.id)).status).toBe(200);
    const later = await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" }, "cancel-1");
    expect(later.status).toBe(200);
    expect(later.json.data).toMatchObject({ id: first.json.data.id, state: "ACCEPTED", version: 2 });
    expect((await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" }, "cancel-2")).status).toBe(409);
  });

  it("makes requests sent at once with one key one change: one 201, the others 200", async () => {
    const booking = await newBooking(app, account.key);
    const answers = await Promise.all([0, 1, 2, 3].map(() => requestChange(app, account.key, booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" }, "same-moment")));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.data.id)).size).toBe(1);
    expect(await rowsOf(booking.bookingId)).toEqual({ changes: 1, versions: 1, events: ["BOOKING.CHANGE_REQUESTED"] });
  });

  it("is 1 to 200 printable characters", async () => {
    const booking = await newBooking(app, account.key);
    const res = await requestChange(app, account.key, booking.bookingId, { kind: "CANCEL" }, "k".repeat(201));
    expect(res.status).toBe(400);
    expect(res.json.errors["idempotency-key"]).toEqual(["Must be 1 to 200 printable characters."]);
  });
});

describe("requests at once", () => {
  it("keep exactly one of several changes sent together; the others are told in words", async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await newBooking(app, account.key);
      const bodies = [{ kind: "CANCEL" }, { kind: "EXTEND", checkOut: "2027-03-12" }, { kind: "SHORTEN", checkOut: "2027-03-04" }, { kind: "GUESTS", guestNumbers: { adults: 4 } }, { kind: "LEAD_GUEST", leadGuest: { givenName: "Lin" } }, { kind: "CANCEL" }];
      const answers = await Promise.all(bodies.map((body) => requestChange(app, account.key, booking.bookingId, body)));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 201)!.json.data;
      for (const lost of answers.filter((a) => a.status === 409)) expect(lost.json.detail).toContain(`already has a change waiting for the provider's answer (`);
      for (const lost of answers.filter((a) => a.status === 409)) expect(lost.json.detail).toContain(winner.id);
      expect(await rowsOf(booking.bookingId)).toEqual({ changes: 1, versions: 1, events: ["BOOKING.CHANGE_REQUESTED"] });
    }
  });
});

describe("another account's booking", () => {
  it("is not found (404) for every operation, and nothing of it changes", async () => {
    const booking = await newBooking(app, account.key);
    const change = await requested(booking, { kind: "CANCEL" });
    const stranger = await newAccount();
    for (const res of [
      await requestChange(app, stranger.key, booking.bookingId, { kind: "CANCEL" }),
      await listChanges(app, stranger.key, booking.bookingId),
      await withdrawChange(app, stranger.key, booking.bookingId, change.id),
      await acceptChange(app, stranger.key, booking.bookingId, change.id),
      await declineChange(app, stranger.key, booking.bookingId, change.id, "No."),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ type: "RESOURCE_NOT_FOUND", detail: `Booking ${booking.bookingId} was not found.` });
    }
    // Their own booking does not reach this one's change either.
    const theirs = await newBooking(app, stranger.key);
    const crossed = await withdrawChange(app, stranger.key, theirs.bookingId, change.id);
    expect(crossed.status).toBe(404);
    expect(crossed.json.detail).toBe(`Change ${change.id} of booking ${theirs.bookingId} was not found.`);
    expect(await rowsOf(booking.bookingId)).toEqual({ changes: 1, versions: 1, events: ["BOOKING.CHANGE_REQUESTED"] });
    expect((await listChanges(app, account.key, "BNOSUCH1")).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("marks the operations and the events as Staydesk extensions, with the state rules", async () => {
    const doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
    const operations = [
      ["post", "/bookings/{id}/changes", "createBookingChange", "Bookings"],
      ["get", "/bookings/{id}/changes", "getBookingChanges", "Bookings"],
      ["post", "/bookings/{id}/changes/{changeId}/withdrawal", "createBookingChangeWithdrawal", "Bookings"],
      ["post", "/sandbox/enquiries/{id}/booking", "createSandboxBooking", "Sandbox"],
      ["post", "/sandbox/bookings/{id}/changes/{changeId}/accept", "acceptSandboxBookingChange", "Sandbox"],
      ["post", "/sandbox/bookings/{id}/changes/{changeId}/decline", "declineSandboxBookingChange", "Sandbox"],
    ] as const;
    for (const [method, path, operationId, tag] of operations) {
      const operation = doc.paths[`${V1}${path}`][method];
      expect(operation, path).toMatchObject({ operationId, tags: [tag], "x-staydesk-extension": true });
      expect(operation.description).toMatch(/^\*\*Not part of the specification \(v1\.0\.1\): a Staydesk extension/);
    }
    expect(doc.paths[`${V1}/bookings/{id}/changes`].post.description).toContain("but CANCELLED");
    expect(Object.keys(doc.paths[`${V1}/bookings/{id}/changes`].post.responses)).toEqual(expect.arrayContaining(["200", "201", "400", "404", "409"]));
    for (const type of ["BOOKING.CHANGE_REQUESTED", "BOOKING.CHANGE_WITHDRAWN", "BOOKING.CHANGE_ACCEPTED", "BOOKING.CHANGE_DECLINED"]) {
      expect(doc.webhooks[type].post["x-staydesk-extension"], type).toBe(true);
    }
    expect(doc.webhooks["BOOKING.CANCELLED"].post["x-staydesk-extension"]).toBeUndefined();
  });
});
