import { describe, expect, it } from "vitest";
import { overallState, type ProviderStanding } from "@/lib/portal/enquiries/overall-state";

const provider = (state: string, more: Partial<ProviderStanding> = {}): ProviderStanding => ({
  state,
  withdrawnAt: null,
  quoteCount: 0,
  quotedAt: null,
  cheapestTotalCents: null,
  cheapestCurrency: null,
  bookingReference: null,
  bookedAt: null,
  bookedTotalCents: null,
  bookedCurrency: null,
  ...more,
});

describe("overallState", () => {
  it("stands where the furthest provider stands, a booking over a quote, a quote over a closure", () => {
    expect(overallState([provider("NEW"), provider("QUOTED"), provider("CLOSED")]).state).toBe("QUOTED");
    expect(overallState([provider("QUOTED"), provider("BOOKING_CONFIRMED")]).state).toBe("BOOKING_CONFIRMED");
    expect(overallState([provider("BOOKING_CANCELLED"), provider("SHORTLISTING")]).state).toBe("SHORTLISTING");
    expect(overallState([provider("CLOSED"), provider("CLOSED")]).state).toBe("CLOSED");
  });

  it("leaves withdrawn providers out, unless every one is withdrawn", () => {
    const withdrawnAt = new Date("2026-11-20T10:00:00Z");
    expect(overallState([provider("QUOTED", { withdrawnAt, quoteCount: 2 }), provider("NEW")])).toMatchObject({ state: "NEW", quoteCount: 0 });
    expect(overallState([provider("CLOSED", { withdrawnAt })]).state).toBe("CLOSED");
  });

  it("adds up quotes, keeps the newest quote time and the booking", () => {
    const early = new Date("2026-11-20T10:00:00Z");
    const late = new Date("2026-11-21T10:00:00Z");
    const bookedAt = new Date("2026-11-22T10:00:00Z");
    expect(
      overallState([
        provider("QUOTED", { quoteCount: 1, quotedAt: early }),
        provider("BOOKING_PENDING", { quoteCount: 2, quotedAt: late, bookingReference: "B123", bookedAt }),
      ]),
    ).toMatchObject({ quoteCount: 3, quotedAt: late, bookingReference: "B123", bookedAt });
  });

  it("gives the cheapest total only when the totals share one currency", () => {
    const eur = (cents: number) => provider("QUOTED", { cheapestTotalCents: cents, cheapestCurrency: "EUR" });
    expect(overallState([eur(90_000), eur(70_000), provider("NEW")])).toMatchObject({ cheapestTotalCents: 70_000, cheapestCurrency: "EUR" });
    expect(overallState([eur(90_000), provider("QUOTED", { cheapestTotalCents: 50_000, cheapestCurrency: "GBP" })])).toMatchObject({
      cheapestTotalCents: null,
      cheapestCurrency: null,
    });
  });
});
