import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { acceptBookingChange } from "@/lib/service/booking-changes/accept-booking-change";
import { declineBookingChange } from "@/lib/service/booking-changes/decline-booking-change";
import { getBookingChangeHistory } from "@/lib/service/booking-changes/get-booking-change-history";
import { newBooking, priceFor, requestChange } from "../helpers/bookings";
import { newAccount, serviceApp } from "../helpers/service";

// The domain functions the back office calls to answer a booking's change: any account's
// booking (the provider's staff see them all), each answer in the enquiry's log with the
// specialist who gave it, an accepted cancellation as the lifecycle's cancel move.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
let kim: { kind: "SPECIALIST"; id: string; name: string };

async function asked(bookingId: string, body: unknown): Promise<string> {
  const res = await requestChange(app, account.key, bookingId, body);
  expect(res.status).toBe(201);
  return res.json.data.id;
}

async function logOf(enquiryRef: string) {
  const { id } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: enquiryRef } });
  const rows = await getPrisma().specialistAction.findMany({ where: { enquiryId: id }, orderBy: { createdAt: "asc" }, select: { action: true, summary: true, specialistId: true } });
  return rows;
}

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
  const specialist = await createSpecialist(getPrisma(), { email: `kim-${Date.now()}@provider.test`, name: "Kim Lee", password: "a long enough password" });
  kim = { kind: "SPECIALIST", id: specialist.id, name: specialist.name };
});

describe("a specialist's answers", () => {
  it("accept and decline any account's booking's change, each logged with who answered", async () => {
    const booking = await newBooking(app, account.key);
    const per = String(booking.versions[0].priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee);
    const extend = await asked(booking.bookingId, { kind: "EXTEND", checkOut: "2027-03-10" });
    const { change, version } = await acceptBookingChange({ reference: booking.bookingId }, extend, kim, priceFor(9, per));
    expect(change).toMatchObject({ state: "ACCEPTED", answeredBy: "Kim Lee", version: 2 });
    expect(version).toMatchObject({ version: 2, nights: 9, checkOut: "2027-03-10" });
    const guests = await asked(booking.bookingId, { kind: "GUESTS", guestNumbers: { adults: 6 } });
    expect(await declineBookingChange({ reference: booking.bookingId }, guests, kim, "The apartment sleeps four.")).toMatchObject({ state: "DECLINED", answeredBy: "Kim Lee" });
    expect(await logOf(booking.enquiryId)).toEqual([
      { action: "BOOKING_CHANGE_ACCEPT", summary: `Accepted EXTEND to 2027-03-10 (booking ${booking.bookingId}, version 2)`, specialistId: kim.id },
      { action: "BOOKING_CHANGE_DECLINE", summary: `Declined GUESTS (booking ${booking.bookingId}): The apartment sleeps four.`, specialistId: kim.id },
    ]);
  });

  it("accept a cancellation as the specialist's cancel move: the booking and its enquiry cancelled, one line in the log", async () => {
    const booking = await newBooking(app, account.key);
    const cancel = await asked(booking.bookingId, { kind: "CANCEL" });
    await acceptBookingChange({ reference: booking.bookingId }, cancel, kim, { cancellationCharge: "120.50" });
    const history = await getBookingChangeHistory({ reference: booking.bookingId });
    expect(history).toMatchObject({ state: "CANCELLED", version: 2 });
    expect(history.versions[1]).toMatchObject({ cancelled: true, total: { currency: "GBP", amount: "120.50" } });
    expect((await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: booking.enquiryId } })).state).toBe("BOOKING_CANCELLED");
    expect(await logOf(booking.enquiryId)).toEqual([{ action: "BOOKING_CANCEL", summary: `Accepted CANCEL (booking ${booking.bookingId}, version 2)`, specialistId: kim.id }]);
  });

  it("refuse an answer that breaks the contract's rules before reading anything, in words", async () => {
    const booking = await newBooking(app, account.key);
    const change = await asked(booking.bookingId, { kind: "CANCEL" });
    const error = await acceptBookingChange({ reference: booking.bookingId }, change, kim, { cancellationCharge: "12,50" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", errors: { cancellationCharge: ['Must be an amount written as decimal text, such as "1240.00".'] } });
    const blank = await declineBookingChange({ reference: booking.bookingId }, change, kim, "").catch((e: unknown) => e);
    expect(blank).toMatchObject({ code: "VALIDATION_ERROR", errors: { reason: ["Say why the change is declined."] } });
    expect(await logOf(booking.enquiryId)).toEqual([]);
  });
});
