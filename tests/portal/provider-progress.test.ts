import { describe, expect, it } from "vitest";
import { progressInWords, progressShort, type ProviderProgress } from "@/lib/portal/enquiries/provider-progress";

const p = (name: string, state: string, withdrawn = false): ProviderProgress => ({ name, state, withdrawn });

describe("the providers' progress in words", () => {
  it("counts the providers that quoted among those not withdrawn", () => {
    expect(progressInWords([p("Harbour", "QUOTED"), p("Citadel", "QUOTED"), p("Sandbox", "SHORTLISTING")])).toBe("2 of 3 providers quoted");
    expect(progressInWords([p("Harbour", "QUOTED"), p("Citadel", "CLOSED")])).toBe("1 of 2 providers quoted");
    expect(progressInWords([p("Harbour", "QUOTED"), p("Citadel", "NEW", true)])).toBe("Quoted by Harbour");
  });

  it("says who booked, ahead of any quote, and a pending booking as pending", () => {
    expect(progressInWords([p("Harbour Apartments", "BOOKING_CONFIRMED"), p("Citadel", "QUOTED")])).toBe("Booked with Harbour Apartments");
    expect(progressInWords([p("Harbour", "QUOTED"), p("Citadel", "BOOKING_CHECK_IN_DETAILS_SENT")])).toBe("Booked with Citadel");
    expect(progressInWords([p("Harbour", "QUOTED"), p("Citadel", "BOOKING_PENDING")])).toBe("Booking pending with Citadel");
    // Withdrawn after the booking: the booking is what remains.
    expect(progressInWords([p("Harbour", "BOOKING_CONFIRMED"), p("Citadel", "CLOSED", true), p("Sandbox", "QUOTED", true)])).toBe("Booked with Harbour");
  });

  it("waits for the providers still working when none has quoted", () => {
    expect(progressInWords([p("A", "NEW"), p("B", "SHORTLISTING"), p("C", "NEW")])).toBe("Waiting for 3 providers");
    expect(progressInWords([p("A", "NEW"), p("B", "CLOSED"), p("C", "NEW")])).toBe("Waiting for 2 of 3 providers");
    expect(progressInWords([p("A", "CLOSED"), p("B", "CLOSED")])).toBe("Closed by every provider");
  });

  it("names the one provider of an enquiry sent to one", () => {
    expect(progressInWords([p("Harbour", "NEW")])).toBe("Waiting for Harbour");
    expect(progressInWords([p("Harbour", "QUOTED")])).toBe("Quoted by Harbour");
    expect(progressInWords([p("Harbour", "CLOSED")])).toBe("Closed by Harbour");
    expect(progressInWords([p("Harbour", "BOOKING_CANCELLED")])).toBe("Booking cancelled with Harbour");
  });

  it("says so when every provider was withdrawn", () => {
    expect(progressInWords([p("A", "QUOTED", true), p("B", "NEW", true)])).toBe("Withdrawn from every provider");
    expect(progressInWords([p("A", "QUOTED", true)])).toBe("Withdrawn from A");
    expect(progressInWords([])).toBe("Not sent to any provider");
  });
});

describe("the list's short progress", () => {
  it("is shown for several providers only", () => {
    expect(progressShort([p("A", "QUOTED")])).toBeNull();
    expect(progressShort([p("A", "QUOTED"), p("B", "QUOTED"), p("C", "NEW")])).toBe("2 of 3 quoted");
    expect(progressShort([p("A", "NEW"), p("B", "NEW")])).toBe("Waiting for 2");
    expect(progressShort([p("A", "NEW"), p("B", "CLOSED"), p("C", "NEW")])).toBe("Waiting for 2 of 3");
    expect(progressShort([p("Harbour", "BOOKING_CONFIRMED"), p("B", "QUOTED")])).toBe("Booked with Harbour");
  });
});
