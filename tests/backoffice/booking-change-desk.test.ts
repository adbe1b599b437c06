import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { toMinorUnits } from "@/lib/contract/money";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { buildAcceptance, previewTotal } from "@/lib/service/backoffice/booking-change-price";
import { deskEnquiryVersion, queueVersion } from "@/lib/service/backoffice/desk-version";
import { getDeskPage } from "@/lib/service/backoffice/get-desk-page";
import { listQueue } from "@/lib/service/backoffice/list-queue";
import { DeskQuery } from "@/lib/service/backoffice/web/desk-query";
import { getBookingChangeHistory } from "@/lib/service/booking-changes/get-booking-change-history";
import { IDLE } from "@/lib/shared/action-state";
import { versionLine } from "@/app/(backoffice)/specialist/(desk)/enquiries/[reference]/_components/booking-change-words";
import { declineChange, newBooking, requestChange } from "../helpers/bookings";
import { newAccount, serviceApp } from "../helpers/service";

// The back office's side of a booking's changes: the enquiry page's data, the answers through
// the page's server actions (the specialist's session, the form, the service's functions) and
// the queue's mark. The session and Next's cache are stood in for; the rest is the real path.

const signedIn = vi.hoisted(() => ({ specialist: null as null | { id: string; name: string; email: string } }));
vi.mock("@/lib/service/backoffice/web/session", () => ({ getSignedInSpecialist: async () => signedIn.specialist }));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { acceptBookingChangeAction, declineBookingChangeAction } = await import("@/app/(backoffice)/specialist/(desk)/enquiries/[reference]/actions");
const { BookingChangesCard } = await import("@/app/(backoffice)/specialist/(desk)/enquiries/[reference]/_components/booking-changes-card");
const { TimeZoneProvider } = await import("@/components/time/time-zone");
const { Toaster } = await import("@/components/ui/toaster");

function markup(node: ReactNode): string {
  return renderToStaticMarkup(createElement(TimeZoneProvider, { zone: "Europe/London" } as Parameters<typeof TimeZoneProvider>[0], createElement(Toaster, null as never, node)));
}

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
let kim: { id: string; name: string; email: string };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function asked(bookingId: string, body: unknown): Promise<string> {
  const res = await requestChange(app, account.key, bookingId, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.id;
}

const page = (ref: string) => getDeskPage(ref, kim.name, DeskQuery.parse({}));
const queueRow = async (ref: string) => (await listQueue({ state: "ALL", minAgeDays: 0, city: "", q: ref, after: undefined })).rows.find((r) => r.serviceReference === ref);

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
  const specialist = await createSpecialist(getPrisma(), { email: `kim-${Date.now()}@provider.test`, name: "Kim Lee", password: "a long enough password" });
  kim = { id: specialist.id, name: specialist.name, email: `kim@provider.test` };
});
beforeEach(() => {
  signedIn.specialist = kim;
});

describe("the enquiry page's booking changes", () => {
  it("shows the versions and the changes, the one waiting among them, and moves the page's and the queue's versions", async () => {
    const booking = await newBooking(app, account.key);
    expect((await page(booking.enquiryId)).bookingChanges).toMatchObject({ bookingId: booking.bookingId, version: 1, changes: [], versions: [{ version: 1, kind: null, nights: 7 }] });
    const [pageBefore, queueBefore] = [await deskEnquiryVersion(booking.enquiryId), await queueVersion()];
    expect((await queueRow(booking.enquiryId))?.changeRequested).toBe(false);

    const id = await asked(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10", note: "The project runs two days longer." });
    expect(await deskEnquiryVersion(booking.enquiryId)).not.toBe(pageBefore);
    const queueAsked = await queueVersion();
    expect(queueAsked).not.toBe(queueBefore);
    const desk = await page(booking.enquiryId);
    expect(desk.bookingChanges!.changes).toMatchObject([{ id, kind: "EXTEND", state: "REQUESTED", checkOut: "2027-03-10", note: "The project runs two days longer." }]);
    expect((await queueRow(booking.enquiryId))?.changeRequested).toBe(true);

    // Answered (here by the sandbox's stand-in), the mark goes and the queue's version moves.
    expect((await declineChange(app, account.key, booking.bookingId, id, "Let from 9 March.")).status).toBe(200);
    expect((await queueRow(booking.enquiryId))?.changeRequested).toBe(false);
    expect(await queueVersion()).not.toBe(queueAsked);
  });
});

describe("the card of a cancelled booking", () => {
  it("offers only Decline for a change still waiting, and says why", async () => {
    const booking = await newBooking(app, account.key);
    await asked(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" });
    const history = (await page(booking.enquiryId)).bookingChanges!;
    const open = markup(createElement(BookingChangesCard, { reference: booking.enquiryId, history }));
    expect(open).toContain('aria-label="Accept the change"');
    expect(open).not.toContain("can no longer be accepted");
    const cancelled = markup(createElement(BookingChangesCard, { reference: booking.enquiryId, history: { ...history, state: "CANCELLED" } }));
    expect(cancelled).not.toContain('aria-label="Accept the change"');
    expect(cancelled).toContain("The booking is cancelled, so this change can no longer be accepted.");
    expect(cancelled).toContain('aria-label="Decline the change"');
  });
});

describe("answering through the page's actions", () => {
  it("accepts an extension with a price per period: the new version's total is exactly the nights at it plus the charges, logged with who answered", async () => {
    const booking = await newBooking(app, account.key);
    const id = await asked(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" });
    const history = await getBookingChangeHistory({ reference: booking.bookingId });
    const current = history.versions[0]!;
    const charges = current.charges.reduce((sum, c) => sum + toMinorUnits(c.amount, "GBP")!, 0n);
    // 9 nights at 100.10 is 900.90 exactly; as floating-point sums it is 900.8999999999999.
    const expected = 9n * 10010n + charges;
    const preview = previewTotal(current, history.changes[0]!, { perPeriod: "100.10" });

    const state = await acceptBookingChangeAction(IDLE, form({ reference: booking.enquiryId, booking: booking.bookingId, changeId: id, perPeriod: "100.10" }));
    expect(state).toMatchObject({ status: "success", message: `Change accepted: booking ${booking.bookingId} is at version 2.` });
    const after = await getBookingChangeHistory({ reference: booking.bookingId });
    const made = after.versions[1]!;
    expect(toMinorUnits(made.total.amount, "GBP")).toBe(expected);
    expect(made).toMatchObject({ version: 2, kind: "EXTEND", nights: 9, checkOut: "2027-03-10", charges: current.charges });
    expect(made.priceBreakdown!.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee).toBe(100.1);
    expect(preview).toEqual({ total: made.total.amount, difference: made.difference!.amount });
    expect(after.changes[0]).toMatchObject({ state: "ACCEPTED", answeredBy: "Kim Lee", version: 2 });
    const enquiry = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: booking.enquiryId } });
    const log = await getPrisma().specialistAction.findMany({ where: { enquiryId: enquiry.id }, select: { action: true, specialistId: true } });
    expect(log).toEqual([{ action: "BOOKING_CHANGE_ACCEPT", specialistId: kim.id }]);
  });

  it("refuses an answer that does not add up, in words on its field, and changes nothing", async () => {
    const booking = await newBooking(app, account.key);
    const id = await asked(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" });
    const base = { reference: booking.enquiryId, booking: booking.bookingId, changeId: id };
    expect(await acceptBookingChangeAction(IDLE, form({ ...base, perPeriod: "" }))).toMatchObject({
      status: "error",
      fieldErrors: { perPeriod: ["The nights change: give the stay's price per period."] },
    });
    expect(await acceptBookingChangeAction(IDLE, form({ ...base, perPeriod: "100.105" }))).toMatchObject({
      status: "error",
      fieldErrors: { perPeriod: ["Write the price per period as an amount of 0 or more in GBP, such as 155.00."] },
    });
    expect((await getBookingChangeHistory({ reference: booking.bookingId })).changes[0]).toMatchObject({ state: "REQUESTED" });
  });

  it("declines with a reason, which it needs", async () => {
    const booking = await newBooking(app, account.key);
    const id = await asked(booking.bookingId, { kind: "GUESTS", guestNumbers: { adults: 6 } });
    const base = { reference: booking.enquiryId, booking: booking.bookingId, changeId: id };
    expect(await declineBookingChangeAction(IDLE, form({ ...base, reason: "  " }))).toMatchObject({ status: "error", fieldErrors: { reason: ["Say why the change is declined."] } });
    expect(await declineBookingChangeAction(IDLE, form({ ...base, reason: "The apartment sleeps four." }))).toMatchObject({ status: "success" });
    expect((await getBookingChangeHistory({ reference: booking.bookingId })).changes[0]).toMatchObject({
      state: "DECLINED",
      declineReason: "The apartment sleeps four.",
      answeredBy: "Kim Lee",
    });
  });

  it("refuses a change someone else answered first, in words, and a booking that is not the page's enquiry's", async () => {
    const booking = await newBooking(app, account.key);
    const id = await asked(booking.bookingId, { kind: "LEAD_GUEST", leadGuest: { givenName: "Jo", familyName: "Park" } });
    expect((await declineChange(app, account.key, booking.bookingId, id, "Not this week.")).status).toBe(200);
    const late = await acceptBookingChangeAction(IDLE, form({ reference: booking.enquiryId, booking: booking.bookingId, changeId: id }));
    expect(late).toMatchObject({ status: "error", code: "STATE_CONFLICT" });
    expect(late.status === "error" && late.message).toMatch(/is DECLINED: only a change still waiting for the provider's answer \(REQUESTED\) can be accepted\./);

    const other = await newBooking(app, account.key);
    const otherChange = await asked(other.bookingId, { kind: "CANCEL" });
    const wrong = await declineBookingChangeAction(IDLE, form({ reference: booking.enquiryId, booking: other.bookingId, changeId: otherChange, reason: "No." }));
    expect(wrong).toMatchObject({ status: "error", code: "RESOURCE_NOT_FOUND" });
    expect((await getBookingChangeHistory({ reference: other.bookingId })).changes[0]).toMatchObject({ state: "REQUESTED" });
  });
});

describe("the acceptance built from the form", () => {
  it("adds up as the service checks it, the tax keeping the current share; a cancellation takes no price", async () => {
    const booking = await newBooking(app, account.key);
    const history = await getBookingChangeHistory({ reference: booking.bookingId });
    const current = history.versions[0]!;
    const shorten = { ...(history.changes[0] ?? {}), kind: "SHORTEN", checkOut: "2027-03-05" } as Parameters<typeof buildAcceptance>[1];
    const built = buildAcceptance(current, shorten, { perPeriod: "1,234.56", cancellationCharge: "350" });
    if (!("input" in built)) throw new Error("expected an acceptance");
    const whole = built.input.priceBreakdown!.wholeStay;
    const m = (n: number) => toMinorUnits(n, "GBP")!;
    expect(m(whole.includingTax)).toBe(4n * 123456n + current.charges.reduce((s, c) => s + toMinorUnits(c.amount, "GBP")!, 0n));
    expect(m(whole.excludingTax) + m(whole.taxAmount)).toBe(m(whole.includingTax));
    expect(built.input.cancellationCharge).toBe("350.00");
    const cancel = buildAcceptance(current, { ...shorten, kind: "CANCEL", checkOut: null }, { perPeriod: "99", cancellationCharge: "" });
    expect(cancel).toEqual({ input: {} });
  });
});

describe("a version in words", () => {
  it("names what it did, its total in the currency and the difference with its sign", () => {
    const version = {
      version: 2,
      kind: "EXTEND",
      checkOut: "2027-03-14",
      total: { currency: "GBP", amount: "4340.00" },
      difference: { currency: "GBP", amount: "+1240.00" },
    } as Parameters<typeof versionLine>[0];
    expect(versionLine(version)).toBe("Version 2 · extended to 14 Mar 2027 · £4,340.00 (+£1,240.00)");
    expect(versionLine({ ...version, kind: "SHORTEN", checkOut: "2027-03-05", total: { currency: "GBP", amount: "2750.50" }, difference: { currency: "GBP", amount: "-350.00" } })).toBe(
      "Version 2 · shortened to 5 Mar 2027 · £2,750.50 (-£350.00)",
    );
  });
});
