import { describe, expect, it } from "vitest";
import { BOOKING_STATES } from "@/lib/service/lifecycle/booking-lifecycle";
import { bookingStateRefusal, requestProblems, type CurrentStay } from "@/lib/service/booking-changes/change-rules";
import { nextVersion } from "@/lib/service/booking-changes/next-version";
import type { ChangeRow } from "@/lib/service/booking-changes/change-record";
import { checkPrice, versionDifference, versionTotal, type VersionPrice } from "@/lib/service/booking-versions/version-price";
import { firstVersionPrice } from "@/lib/service/booking-versions/first-version";
import type { VersionRow } from "@/lib/service/booking-versions/version-record";

// The rules of a booking's changes and a version's money, written out by hand: which
// booking states take a change, which values fit the booking as it stands, what each kind's
// acceptance makes, and totals against hand-worked sums.

const stay: CurrentStay = {
  checkIn: "2027-03-01",
  checkOut: "2027-03-08",
  guestNumbers: { adults: 2, children: 0, infants: 0 },
  leadGuest: { contactNumber: null, email: null, familyName: "Lovelace", givenName: "Ada" },
};

const breakdown = (nights: number, perNight: number, charges = 0) => {
  const incl = Math.round(perNight * 100) * nights + Math.round(charges * 100);
  return {
    currency: "GBP",
    wholeStay: { excludingTax: Math.round(incl / 1.2) / 100, includingTax: incl / 100, taxAmount: (incl - Math.round(incl / 1.2)) / 100 },
    perPeriod: { period: "NIGHTLY" as const, amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: Math.round((perNight * 100) / 1.2) / 100, includingTaxWithBookingFee: perNight } },
  };
};

const previous: VersionRow = {
  version: 1,
  changeId: null,
  kind: null,
  checkIn: "2027-03-01",
  checkOut: "2027-03-08",
  nights: 7,
  guestNumbers: stay.guestNumbers,
  leadGuest: stay.leadGuest,
  unitName: "Studio 1A",
  cancelled: false,
  currency: "GBP",
  priceBreakdown: breakdown(7, 177.98, 59),
  charges: [{ summary: "Cleaning", amount: "59.00" }],
  cancellationCharge: null,
  total: "1304.86",
  difference: null,
  createdAt: new Date(),
};

const changeOf = (kind: string, values: Partial<ChangeRow> = {}): ChangeRow => ({
  id: "c1", kind, state: "REQUESTED", checkOut: null, guestNumbers: null, leadGuest: null, note: null, authorName: null, declineReason: null, answeredBy: null, version: null, createdAt: new Date(), answeredAt: null, ...values,
});

describe("the booking states that take a change", () => {
  it("are all but CANCELLED", () => {
    expect(BOOKING_STATES.filter((state) => bookingStateRefusal("B1234567", state) === null)).toEqual(["PENDING", "PARTNER_CONFIRMATION_DETAILS_SENT", "CONFIRMED", "CHECK_IN_DETAILS_SENT"]);
    expect(bookingStateRefusal("B1234567", "CANCELLED")).toBe("Booking B1234567 is CANCELLED: it takes no more changes.");
  });
});

describe("the values of a request, against the booking as it stands", () => {
  it("holds an extension after the current check-out and within 365 nights, a shortening between check-in and the current check-out", () => {
    expect(requestProblems(stay, { kind: "EXTEND", checkOut: "2027-03-09" })).toBeNull();
    expect(requestProblems(stay, { kind: "EXTEND", checkOut: "2028-02-29" })).toBeNull();
    expect(requestProblems(stay, { kind: "EXTEND", checkOut: "2028-03-01" })).toEqual({ checkOut: ["A stay can be at most 365 nights. Checking out on 2028-03-01 would make it 366."] });
    expect(requestProblems(stay, { kind: "EXTEND", checkOut: "2027-03-05" })?.checkOut).toEqual([
      "An extension's check-out must be after the current check-out, 2027-03-08; to leave earlier, ask to SHORTEN.",
    ]);
    expect(requestProblems(stay, { kind: "SHORTEN", checkOut: "2027-03-02" })).toBeNull();
    expect(requestProblems(stay, { kind: "SHORTEN", checkOut: "2027-03-01" })?.checkOut).toEqual(["The new check-out must be after check-in, 2027-03-01."]);
    expect(requestProblems(stay, { kind: "SHORTEN", checkOut: "2027-03-08" })?.checkOut).toEqual([
      "A shortened stay's check-out must be before the current check-out, 2027-03-08; to stay longer, ask to EXTEND.",
    ]);
  });

  it("refuses guests and a lead guest the booking has already, and takes any cancellation", () => {
    expect(requestProblems(stay, { kind: "GUESTS", guestNumbers: { adults: 2 } })).toEqual({ guestNumbers: ["These are the booking's guest numbers already."] });
    expect(requestProblems(stay, { kind: "GUESTS", guestNumbers: { adults: 2, infants: 1 } })).toBeNull();
    expect(requestProblems(stay, { kind: "LEAD_GUEST", leadGuest: { givenName: "Ada", familyName: "Lovelace" } })).toEqual({ leadGuest: ["This is the booking's lead guest already."] });
    expect(requestProblems(stay, { kind: "LEAD_GUEST", leadGuest: { givenName: "Ada", familyName: "King" } })).toBeNull();
    expect(requestProblems(stay, { kind: "CANCEL" })).toBeNull();
  });
});

describe("a version's money", () => {
  it("totals a hand-worked price: 14 nights at 177.98, charges 59.00 and 0.01, a cancellation charge of 0.99", () => {
    const price: VersionPrice = { currency: "GBP", nights: 14, priceBreakdown: breakdown(14, 177.98, 59.01), charges: [{ summary: "A", amount: "59.00" }, { summary: "B", amount: "0.01" }], cancellationCharge: "0.99" };
    // 2,491.72 + 59.01 + 0.99
    expect(versionTotal(price)).toEqual({ currency: "GBP", amount: "2551.72" });
    expect(versionDifference(price, { currency: "GBP", nights: 7, priceBreakdown: previous.priceBreakdown as never, charges: [{ summary: "A", amount: "59.00" }], cancellationCharge: null })).toBe("+1246.86");
  });

  it("checks a provider's price: exact amounts, the tax adding up, the whole stay the periods and charges", () => {
    expect(checkPrice({ priceBreakdown: breakdown(3, 0.1, 0.3), charges: [{ summary: "A", amount: "0.1" }, { summary: "B", amount: "0.2" }], cancellationCharge: null }, "GBP", 3)).toEqual({
      price: { currency: "GBP", nights: 3, priceBreakdown: breakdown(3, 0.1, 0.3), charges: [{ summary: "A", amount: "0.10" }, { summary: "B", amount: "0.20" }], cancellationCharge: null },
    });
    const taxWrong = { ...breakdown(3, 100), wholeStay: { excludingTax: 250, includingTax: 300, taxAmount: 49.99 } };
    expect(checkPrice({ priceBreakdown: taxWrong, charges: [], cancellationCharge: null }, "GBP", 3)).toEqual({
      errors: { "priceBreakdown.wholeStay.taxAmount": ["The whole stay excluding tax (250.00) plus the tax (49.99) must be the whole stay including tax (300.00)."] },
    });
    expect(checkPrice({ priceBreakdown: null, charges: [{ summary: "A", amount: "1" }], cancellationCharge: null }, "GBP", 3)).toEqual({ errors: { charges: ["Charges come with the priceBreakdown they are part of."] } });
    expect(checkPrice({ priceBreakdown: null, charges: [], cancellationCharge: "0.001" }, "GBP", 3)).toEqual({
      errors: { cancellationCharge: ["Must be an amount of 0 or more in GBP, with at most 2 decimals."] },
    });
  });

  it("makes version 1 add up whatever the quote held: half a yen is rounded, and the whole stay is its parts", () => {
    const unit = {
      unitName: "Studio",
      numberOfBedrooms: 0,
      numberOfBathrooms: 1,
      maxOccupancy: 2,
      unitSize: 25,
      priceBreakdown: { currency: "JPY", wholeStay: { excludingTax: 38400, includingTax: 44266.5, taxAmount: 5866.5 }, perPeriod: { period: "NIGHTLY" as const, amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: 12800, includingTaxWithBookingFee: 14080 } } },
      additionalCharges: [
        { summary: "Service", grossCost: 2029.5, refundable: false },
        { summary: "Deposit", grossCost: 30000, refundable: true },
        { summary: "Pet", grossCost: null, optional: true },
      ],
    };
    const price = firstVersionPrice(unit, 3);
    expect(price.charges).toEqual([{ summary: "Service", amount: "2030" }]);
    expect(price.priceBreakdown!.wholeStay).toEqual({ excludingTax: 38400, includingTax: 44270, taxAmount: 5870 });
    expect(versionTotal(price)).toEqual({ currency: "JPY", amount: "44270" });
  });
});

describe("the version an acceptance makes", () => {
  it("moves the check-out with the new price, keeps the price for guests, and keeps only the charge once cancelled", () => {
    const extended = nextVersion(previous, changeOf("EXTEND", { checkOut: "2027-03-15" }), { priceBreakdown: breakdown(14, 177.98, 59), charges: [{ summary: "Cleaning", amount: "59.00" }] });
    expect(extended).toMatchObject({ version: { checkOut: "2027-03-15", nights: 14, cancelled: false, price: { nights: 14 } } });
    const guests = nextVersion(previous, changeOf("GUESTS", { guestNumbers: { adults: 3 } }), {});
    expect(guests).toMatchObject({ version: { guestNumbers: { adults: 3, children: 0, infants: 0 }, nights: 7, price: { priceBreakdown: previous.priceBreakdown, charges: previous.charges } } });
    const cancelled = nextVersion(previous, changeOf("CANCEL"), { cancellationCharge: "100" });
    expect(cancelled).toMatchObject({ version: { cancelled: true, checkOut: "2027-03-08", price: { priceBreakdown: null, charges: [], cancellationCharge: "100.00" } } });
    expect(versionTotal((cancelled as { version: { price: VersionPrice } }).version.price).amount).toBe("100.00");
  });

  it("refuses an answer that does not fit its kind, in words", () => {
    expect(nextVersion(previous, changeOf("SHORTEN", { checkOut: "2027-03-05" }), {})).toEqual({ errors: { priceBreakdown: ["A SHORTEN change changes the nights: give the stay's new price."] } });
    expect(nextVersion(previous, changeOf("LEAD_GUEST", { leadGuest: { givenName: "Bo" } }), { cancellationCharge: "1" })).toEqual({
      errors: { cancellationCharge: ["Only a SHORTEN or CANCEL change takes a cancellation charge."] },
    });
  });
});
