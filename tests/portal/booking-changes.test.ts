import { randomUUID } from "node:crypto";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// The agent's side of changing a booking (an extension of the API): the portal's domain
// code, the real service behind its HTTP API (app.request), and this run's database (SQLite
// here, PostgreSQL under test:pg). A provider without the extension is played here.
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "portal-booking-changes-test-secret-0123456789-abcdef";

const { getPrisma } = await import("@/lib/db/prisma");
const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { requestBookingChange } = await import("@/lib/portal/booking-changes/request-booking-change");
const { withdrawBookingChange } = await import("@/lib/portal/booking-changes/withdraw-booking-change");
const { getBookingChanges } = await import("@/lib/portal/booking-changes/get-booking-changes");
const { addBookingNote } = await import("@/lib/portal/booking-changes/add-booking-note");
const { listBookingNotes } = await import("@/lib/portal/booking-changes/list-booking-notes");
const { PostedBookingChange } = await import("@/lib/portal/booking-changes/booking-change-form");
const { estimateDifference } = await import("@/lib/portal/booking-changes/estimate-difference");
const { changeInWords, versionInWords } = await import("@/lib/portal/booking-changes/change-words");
const { syncEnquiryAfterEvent } = await import("@/lib/portal/receiver/sync-enquiry-after-event");
const { notifyEvent } = await import("@/lib/portal/receiver/notify-event");
const { exportEnquiries } = await import("@/lib/portal/enquiries/export-enquiries");
const { EnquiryListQuery } = await import("@/lib/portal/enquiries/enquiry-list-query");
const { pageNeedsRefresh } = await import("@/components/live/summary-refresh");
const { PortalError } = await import("@/lib/portal/errors");
const { BookingChangesCard } = await import("@/app/(portal)/enquiries/[reference]/_components/booking-changes-card");
const { TimeZoneProvider } = await import("@/components/time/time-zone");
const { Toaster } = await import("@/components/ui/toaster");
const { parseForm } = await import("@/lib/shared/forms");
const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");
const { acceptChange, declineChange, priceFor } = await import("../helpers/bookings");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
/** Keys whose provider lacks the booking changes extension. */
const withoutExtension = new Set<string>();
/** The Idempotency-Key of each change asked for. */
const sentKeys: string[] = [];

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, async (url, init) => {
    if (!/^\/external-api\/v1\/bookings\//.test(url.pathname)) return undefined;
    const headers = new Headers(init?.headers);
    if (withoutExtension.has(headers.get("x-api-key") ?? "")) return new Response("<h1>Not Found</h1>", { status: 404, headers: { "content-type": "text/html" } });
    if (init?.method === "POST" && url.pathname.endsWith("/changes")) sentKeys.push(headers.get("idempotency-key") ?? "");
    return undefined;
  });
});

/** An organisation, its member, and an enquiry sent through the portal and booked at the provider (1 to 8 March 2027). */
async function bookedEnquiry(options: { extension?: boolean } = {}) {
  const organizationId = await newOrganization();
  const account = await newAccount();
  if (options.extension === false) withoutExtension.add(account.key);
  const connectionId = await connectBuiltIn(organizationId, account.key, { name: "Harbour Stays" });
  const context: MemberContext = {
    user: { id: `user-${organizationId}`, name: "Ada Agent", email: `ada@${organizationId}.test` },
    member: { id: `member-${organizationId}`, role: "agent" },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  const sent = await createEnquiry(context, enquiryBody() as never);
  const row = await getPrisma().providerEnquiry.findFirstOrThrow({ where: { organizationId }, select: { serviceReference: true } });
  const ref = row.serviceReference;
  expect((await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
  const booked = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/booking`, { key: account.key });
  expect(booked.status, JSON.stringify(booked.json)).toBe(201);
  await getPrisma().providerEnquiry.updateMany({ where: { organizationId }, data: { state: "BOOKING_CONFIRMED" } });
  return { organizationId, connectionId, context, key: account.key, reference: sent.reference, serviceReference: ref, bookingId: booked.json.data.bookingId as string, history: booked.json.data };
}

function text(node: ReactNode): string {
  const tree = createElement(TimeZoneProvider, { zone: "Europe/London" } as Parameters<typeof TimeZoneProvider>[0], createElement(Toaster, null as never, node));
  return renderToStaticMarkup(tree).replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");
}

/** The organisation's audit entries, oldest first: kind, summary and who. */
async function auditTrail(organizationId: string) {
  const entries = await getPrisma().auditEntry.findMany({ where: { organizationId }, orderBy: [{ createdAt: "asc" }, { kind: "asc" }] });
  return entries.map((e) => [e.kind, e.summary, e.actorName]);
}

const extendTo = (checkOut: string) => ({ kind: "EXTEND" as const, checkOut });

describe("a change in words", () => {
  it("reads a change as the dialog asks it, its optional parts left out, as it reads one the service recorded", () => {
    expect(changeInWords({ kind: "GUESTS", guestNumbers: { adults: 3 } })).toBe("guests: 3 adults");
    expect(changeInWords({ kind: "GUESTS", guestNumbers: { adults: 2, children: 1, infants: 0 } })).toBe("guests: 2 adults, 1 child");
    expect(changeInWords({ kind: "EXTEND", checkOut: "2027-03-14" })).toBe("extend to 14 Mar 2027");
    expect(changeInWords({ kind: "LEAD_GUEST", leadGuest: { givenName: "Ada" } })).toBe("lead guest Ada");
  });
});

describe("asking the provider to change a booking", () => {
  it("sends the change once per submission and says so in words", async () => {
    const b = await bookedEnquiry();
    const submissionKey = randomUUID();
    const answer = await requestBookingChange(b.context, { reference: b.reference, submissionKey, change: extendTo("2027-03-14") });
    expect(answer).toMatchObject({ status: "requested", message: "Sent to Harbour Stays: extend to 14 Mar 2027. The page shows the answer when it comes." });
    expect(answer.status === "requested" && answer.change).toMatchObject({ kind: "EXTEND", state: "REQUESTED", checkOut: "2027-03-14", authorName: "Ada Agent" });
    // The same submission again (a double click, a retry) is the same change, not a second one.
    const again = await requestBookingChange(b.context, { reference: b.reference, submissionKey, change: extendTo("2027-03-14") });
    expect(again.status === "requested" && again.change.id).toBe(answer.status === "requested" && answer.change.id);
    expect(sentKeys.at(-1)).toBe(sentKeys.at(-2));
    expect(sentKeys.at(-1)).toMatch(/^booking-change-[0-9a-f]{64}$/);
  });

  it("refuses a second change while one waits, in the provider's words, and lets the first be withdrawn", async () => {
    const b = await bookedEnquiry();
    const first = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: extendTo("2027-03-14") });
    const second = requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: { kind: "CANCEL" } });
    await expect(second).rejects.toBeInstanceOf(PortalError);
    await expect(second).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/^Harbour Stays did not take the change: .*one change at a time/) });
    const changeId = first.status === "requested" ? first.change.id : "";
    expect(await withdrawBookingChange(b.context, { reference: b.reference, changeId })).toMatchObject({ state: "WITHDRAWN" });
    // The audit trail holds the change asked for and its withdrawal, not the refused one.
    expect(await auditTrail(b.organizationId)).toEqual([
      ["booking-change-requested", `Asked Harbour Stays to change booking ${b.bookingId} of ${b.reference}: extend to 14 Mar 2027.`, "Ada Agent"],
      ["booking-change-withdrawn", `Withdrew the change of booking ${b.bookingId} of ${b.reference} asked of Harbour Stays: extend to 14 Mar 2027.`, "Ada Agent"],
    ]);
    // Withdrawn: another change may be asked for now.
    const next = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: { kind: "CANCEL" } });
    expect(next.status).toBe("requested");
  });

  it("refuses values the booking rules out in words, and a cancelled booking", async () => {
    const b = await bookedEnquiry();
    // An "extension" to before the present check-out.
    const early = requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: extendTo("2027-03-05") });
    await expect(early).rejects.toMatchObject({ code: "INVALID", message: expect.stringMatching(/^Harbour Stays did not take the change: \S/) });
    await expect(early).rejects.not.toMatchObject({ message: expect.stringMatching(/at |\.ts:|checkOut\[/) });

    const cancel = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: { kind: "CANCEL" } });
    expect((await acceptChange(app, b.key, b.bookingId, cancel.status === "requested" ? cancel.change.id : "", { cancellationCharge: "350.00" })).status).toBe(200);
    const after = requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: extendTo("2027-03-14") });
    await expect(after).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("Harbour Stays did not take the change:") });
  });

  it("tells a provider without the extension apart, and keeps a note of what was agreed, for its organisation only", async () => {
    const b = await bookedEnquiry({ extension: false });
    const answer = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: extendTo("2027-03-14") });
    expect(answer).toEqual({
      status: "no-extension",
      providerName: "Harbour Stays",
      bookingId: b.bookingId,
      message: "Harbour Stays does not take booking changes through Staydesk: agree the change with Harbour Stays directly, then note here what was agreed.",
    });
    expect(await getBookingChanges(b.organizationId, b.connectionId, b.bookingId)).toEqual({ status: "no-extension" });
    // Nothing was asked of the provider: nothing for the audit trail yet.
    expect(await getPrisma().auditEntry.count({ where: { organizationId: b.organizationId } })).toBe(0);

    const note = await addBookingNote(b.context, { reference: b.reference, text: "Extended to 14 March by phone with Sam, £1,240 more." });
    expect(note).toMatchObject({ authorName: "Ada Agent", text: "Extended to 14 March by phone with Sam, £1,240 more." });
    expect((await listBookingNotes(b.organizationId, b.bookingId)).map((n) => n.text)).toEqual([note.text]);
    expect(await auditTrail(b.organizationId)).toEqual([["booking-note-added", `Noted what was agreed with Harbour Stays on booking ${b.bookingId} of ${b.reference}.`, "Ada Agent"]]);

    // Another organisation neither reads it by the booking's reference nor writes to this enquiry.
    const other = await bookedEnquiry();
    expect(await listBookingNotes(other.organizationId, b.bookingId)).toEqual([]);
    await expect(addBookingNote(other.context, { reference: b.reference, text: "Not ours." })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await getPrisma().bookingNote.count({ where: { bookingReference: b.bookingId } })).toBe(1);

    // The page shows the note with who wrote it, and says to agree changes directly.
    const shown = text(createElement(BookingChangesCard, { changes: { status: "no-extension" }, notes: await listBookingNotes(b.organizationId, b.bookingId), change: null }));
    expect(shown).toContain("This provider does not take booking changes through Staydesk");
    expect(shown).toContain("Extended to 14 March by phone with Sam, £1,240 more.Ada Agent · ");
  });
});

describe("the booking's versions and the spend", () => {
  it("lists the versions after an acceptance, the waiting change and the declined ones, and indexes the current version's total", async () => {
    const b = await bookedEnquiry();
    const extend = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: extendTo("2027-03-14") });
    const v1 = b.history.versions[0];
    const perNight = String(v1.priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee);
    expect((await acceptChange(app, b.key, b.bookingId, extend.status === "requested" ? extend.change.id : "", priceFor(13, perNight, v1.charges))).status).toBe(200);
    const guests = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: { kind: "GUESTS", guestNumbers: { adults: 3, children: 0, infants: 0 } } });
    expect((await declineChange(app, b.key, b.bookingId, guests.status === "requested" ? guests.change.id : "", "The flat sleeps two adults and a child.")).status).toBe(200);
    await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: { kind: "CANCEL" } });

    // The accepted extension can no longer be withdrawn: said in words.
    await expect(withdrawBookingChange(b.context, { reference: b.reference, changeId: extend.status === "requested" ? extend.change.id : "" })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Harbour Stays has answered that change already: it can no longer be withdrawn.",
    });
    const view = await getBookingChanges(b.organizationId, b.connectionId, b.bookingId);
    if (view.status !== "read") throw new Error(`not read: ${view.status}`);
    expect(view.current).toBe(2);
    expect(view.versions.map((v) => [v.version, v.checkOut])).toEqual([[1, "2027-03-08"], [2, "2027-03-14"]]);
    expect(view.waiting).toMatchObject({ kind: "CANCEL", state: "REQUESTED" });
    expect(view.declined.map((c) => c.declineReason)).toEqual(["The flat sleeps two adults and a child."]);
    const v2 = view.versions[1]!;
    const shown = text(createElement(BookingChangesCard, { changes: view, notes: [], change: null }));
    expect(shown).toContain("Version 1 · as booked, 1 Mar 2027 to 8 Mar 2027");
    expect(shown).toContain(versionInWords(v2));
    expect(shown).toContain("Waiting for the provider's answer: cancel the booking, asked by Ada Agent");
    expect(shown).toContain("guests: 3 adults · Reason: The flat sleeps two adults and a child.");
    // Accepted at the booked price per night: the estimate the dialog showed is the difference, to the penny.
    const estimate = estimateDifference({ currency: "GBP", perNight: Number(perNight), checkIn: "2027-03-01", checkOut: "2027-03-08" }, "2027-03-14");
    expect(v2.difference).toEqual({ currency: "GBP", amount: estimate!.signed });
    expect(versionInWords(v2)).toMatch(/^Version 2 · extended to 14 Mar 2027 · £[\d,]+\.\d\d \(\+£[\d,]+\.\d\d\)$/);

    // The receiver's index of the booking follows version 2, exactly.
    const event = { eventType: "BOOKING.CHANGE_ACCEPTED", data: { bookingReference: b.bookingId, createdAt: new Date().toISOString() } } as never;
    await syncEnquiryAfterEvent({ organizationId: b.organizationId, connectionId: b.connectionId, serviceReference: b.serviceReference, seq: 1, event });
    const indexed = await getPrisma().providerEnquiry.findFirstOrThrow({ where: { organizationId: b.organizationId }, select: { bookedTotalCents: true, bookedCurrency: true } });
    const [whole, fraction] = v2.total.amount.split(".");
    expect(indexed).toEqual({ bookedTotalCents: Number(whole) * 100 + Number(fraction), bookedCurrency: "GBP" });
    // The index's stay is the current version's: "Who is where" and the client's feeds read the new check-out.
    expect(await getPrisma().trackedEnquiry.findFirstOrThrow({ where: { organizationId: b.organizationId }, select: { checkIn: true, checkOut: true, bookingVersion: true } })).toEqual({
      checkIn: "2027-03-01",
      checkOut: "2027-03-14",
      bookingVersion: 2,
    });

    // The export's booking row carries the version and its total.
    const rows = [];
    for await (const row of exportEnquiries(b.organizationId, b.context.user.id, EnquiryListQuery.parse({}), "csv")) rows.push(row);
    expect(rows).toMatchObject([{ bookingReference: b.bookingId, bookingVersion: 2, bookedTotal: Number(v2.total.amount), bookedCurrency: "GBP" }]);
  });

  it("indexes a cancelled booking at its cancellation charge", async () => {
    const b = await bookedEnquiry();
    const cancel = await requestBookingChange(b.context, { reference: b.reference, submissionKey: randomUUID(), change: { kind: "CANCEL" } });
    expect((await acceptChange(app, b.key, b.bookingId, cancel.status === "requested" ? cancel.change.id : "", { cancellationCharge: "350.00" })).status).toBe(200);
    const event = { eventType: "BOOKING.CANCELLED", data: { bookingReference: b.bookingId, createdAt: new Date().toISOString() } } as never;
    await syncEnquiryAfterEvent({ organizationId: b.organizationId, connectionId: b.connectionId, serviceReference: b.serviceReference, seq: 1, event });
    const indexed = await getPrisma().providerEnquiry.findFirstOrThrow({ where: { organizationId: b.organizationId }, select: { bookedTotalCents: true } });
    expect(indexed.bookedTotalCents).toBe(35_000);
  });

  it("tells the enquiry's sender of the provider's answer to a change", async () => {
    const b = await bookedEnquiry();
    const db = getPrisma();
    await db.portalUser.create({ data: { id: b.context.user.id, name: "Ada Agent", email: `${b.context.user.id}@agency.test` } });
    await db.member.create({ data: { id: b.context.member.id, organizationId: b.organizationId, userId: b.context.user.id, role: "agent" } });
    const data = { bookingReference: b.bookingId, change: { kind: "EXTEND", checkOut: "2027-03-14" }, version: { version: 2, difference: { currency: "GBP", amount: "+1240.00" } } };
    const event = { organizationId: b.organizationId, eventId: randomUUID(), eventType: "BOOKING.CHANGE_ACCEPTED", connectionId: b.connectionId, serviceReference: b.serviceReference, data };
    await db.$transaction((tx) => notifyEvent(tx, event));
    const [notification] = await db.notification.findMany({ where: { organizationId: b.organizationId, userId: b.context.user.id } });
    expect(notification?.kind).toBe("booking");
    expect(JSON.parse(notification!.data).text).toMatch(/^Change accepted: extend to 2027-03-14 \(version 2, \+1240\.00 GBP\)/);
  });

  it("re-renders the open page on a booking change's event", () => {
    const summary = { state: "BOOKING_CONFIRMED", quoteCount: 1, quotedAt: "2027-01-01T00:00:00.000Z" } as never;
    const entries = [{ eventType: "BOOKING.CHANGE_ACCEPTED" }] as never;
    expect(pageNeedsRefresh(summary, summary, entries, 1)).toBe(true);
  });
});

describe("the change's form and its estimate", () => {
  it("reads only the kind's own value, and refuses a missing one in words", () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries({ reference: "R1", submissionKey: randomUUID(), ...fields })) data.set(k, v);
      return parseForm(PostedBookingChange, data);
    };
    const extend = form({ kind: "EXTEND", checkOut: "2027-03-14", "guestNumbers.adults": "9", note: "  " });
    expect(extend.success && { kind: extend.data.kind, checkOut: extend.data.checkOut, guestNumbers: extend.data.guestNumbers, note: extend.data.note }).toEqual({
      kind: "EXTEND",
      checkOut: "2027-03-14",
      guestNumbers: undefined,
      note: undefined,
    });
    const missing = form({ kind: "SHORTEN", checkOut: "" });
    expect(!missing.success && missing.fieldErrors.checkOut).toEqual(["Give the new check-out date."]);
    const guests = form({ kind: "GUESTS", "guestNumbers.adults": "3", "guestNumbers.children": "0", "guestNumbers.infants": "1", note: "Grandmother joins." });
    expect(guests.success && { guestNumbers: guests.data.guestNumbers, note: guests.data.note }).toEqual({ guestNumbers: { adults: 3, children: 0, infants: 1 }, note: "Grandmother joins." });
  });

  it("works the difference exactly at the booked price per night", () => {
    const price = { currency: "GBP", perNight: 206.67, checkIn: "2027-03-01", checkOut: "2027-03-08" };
    // 6 more nights at £206.67: £1,240.02, where floating-point sums say 1240.0199999999998.
    expect(estimateDifference(price, "2027-03-14")).toEqual({ nights: 7, newNights: 13, difference: "1240.02", signed: "+1240.02", perNight: "206.67", currency: "GBP" });
    expect(estimateDifference(price, "2027-03-05")).toMatchObject({ newNights: 4, signed: "-620.01" });
    expect(estimateDifference({ currency: "JPY", perNight: 15500, checkIn: "2027-03-01", checkOut: "2027-03-08" }, "2027-03-10")).toMatchObject({ signed: "+31000" });
    // Across the clocks' change at the end of March: whole nights still.
    expect(estimateDifference({ ...price, checkOut: "2027-03-25" }, "2027-04-02")).toMatchObject({ newNights: 32 });
    expect(estimateDifference(price, "2027-03-01")).toBeNull();
    expect(estimateDifference(price, "not a date")).toBeNull();
  });
});
