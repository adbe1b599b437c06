import { describe, expect, it } from "vitest";
import { formatDate, formatDayRange, formatMoney, formatMoneyRounded, formatTime, isTimeZone, wallTimeToInstant } from "@/lib/shared/format";

// Instants read in the reader's zone, the zone named; calendar dates as typed.

describe("formatTime", () => {
  const at = "2026-11-24T04:41:07Z";

  it("names the zone, and reads the same instant differently in each", () => {
    expect(formatTime(at, "UTC")).toBe("24 Nov 2026, 04:41 UTC");
    expect(formatTime(at, "Europe/Paris")).toBe("24 Nov 2026, 05:41 CET");
    expect(formatTime(at, "America/New_York", { seconds: true })).toBe("23 Nov 2026, 23:41:07 GMT-5");
    expect(formatDate(at, "America/New_York")).toBe("23 Nov 2026");
    expect(formatDate(at, "Asia/Tokyo")).toBe("24 Nov 2026");
  });

  it("knows a zone from a made-up one", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("wallTimeToInstant", () => {
  it("reads a wall time in the zone given, summer and winter", () => {
    expect(wallTimeToInstant("2026-11-24T09:30", "Europe/Paris")?.toISOString()).toBe("2026-11-24T08:30:00.000Z");
    expect(wallTimeToInstant("2026-07-01T09:30", "Europe/Paris")?.toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(wallTimeToInstant("2026-11-24T09:30", "Asia/Kolkata")?.toISOString()).toBe("2026-11-24T04:00:00.000Z");
    expect(wallTimeToInstant("2026-11-24T09:30:15", "UTC")?.toISOString()).toBe("2026-11-24T09:30:15.000Z");
  });

  it("moves an hour that clocks skip forward, and refuses what is not a time", () => {
    expect(wallTimeToInstant("2026-03-29T02:30", "Europe/Paris")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(wallTimeToInstant("yesterday", "UTC")).toBeNull();
  });
});

describe("calendar dates and money", () => {
  it("shows a stay's dates as typed, the year once when both share it", () => {
    expect(formatDayRange("2027-03-14", "2027-03-17")).toBe("14 Mar – 17 Mar 2027");
    expect(formatDayRange("2026-12-30", "2027-01-02")).toBe("30 Dec 2026 – 2 Jan 2027");
  });

  it("formats cents in their currency, and a code Intl cannot use plainly", () => {
    expect(formatMoney(145050, "GBP")).toBe("£1,450.50");
    expect(formatMoneyRounded(145050, "eur")).toBe("€1,451");
    expect(formatMoney(1200, "XYZ")).toMatch(/^XYZ\s12\.00$/);
    expect(formatMoney(1200, "not money")).toBe("not money 12.00");
  });
});
