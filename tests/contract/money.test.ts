import { describe, expect, it } from "vitest";
import { currencyExponent, formatMinorUnits, formatSignedMinorUnits, minorUnitsAsNumber, roundToMinorUnits, toMinorUnits } from "@/lib/contract/money";

// Amounts as the booking changes count them: integers of the currency's minor units, read
// from decimal text (or a number's shortest text), never summed as floating point.

describe("the currency's minor units", () => {
  it("come from Intl: two for pounds, none for yen, three for dinars", () => {
    expect([currencyExponent("GBP"), currencyExponent("JPY"), currencyExponent("JOD"), currencyExponent("KRW")]).toEqual([2, 0, 3, 0]);
  });
});

describe("toMinorUnits", () => {
  it("reads decimal text and numbers exactly, in the currency's digits", () => {
    expect(toMinorUnits("1240", "GBP")).toBe(124000n);
    expect(toMinorUnits("1240.5", "GBP")).toBe(124050n);
    expect(toMinorUnits(0.1, "GBP")).toBe(10n);
    expect(toMinorUnits(0.3, "GBP")).toBe(30n);
    expect(toMinorUnits("12.300", "GBP")).toBe(1230n);
    expect(toMinorUnits("-0.05", "GBP")).toBe(-5n);
    expect(toMinorUnits(14080, "JPY")).toBe(14080n);
    expect(toMinorUnits("1.234", "JOD")).toBe(1234n);
  });

  it("refuses what has more digits than the currency takes, and what is not plain decimal text", () => {
    for (const [value, currency] of [["12.345", "GBP"], ["0.5", "JPY"], [676.5, "JPY"], ["1e3", "GBP"], ["+1", "GBP"], ["1,000", "GBP"], ["", "GBP"], [Number.NaN, "GBP"], [1e21, "GBP"], ["1234567890123", "GBP"]] as const) {
      expect(toMinorUnits(value, currency), `${value} ${currency}`).toBeNull();
    }
  });

  it("adds up where floating point does not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toMinorUnits(0.1, "GBP")! + toMinorUnits(0.2, "GBP")!).toBe(toMinorUnits(0.3, "GBP"));
    // A hundred nights at 1,234.57 added one by one: 123,457.00 exactly, where floating point drifts.
    let float = 0;
    let exact = 0n;
    for (let night = 0; night < 100; night++) {
      float += 1234.57;
      exact += toMinorUnits("1234.57", "GBP")!;
    }
    expect(float).not.toBe(123457);
    expect(exact).toBe(12_345_700n);
  });
});

describe("roundToMinorUnits", () => {
  it("rounds half away from zero on the decimal text, for quotes priced before the currency's units were kept", () => {
    expect(roundToMinorUnits(676.5, "JPY")).toBe(677n);
    expect(roundToMinorUnits(676.49, "JPY")).toBe(676n);
    expect(roundToMinorUnits(-0.5, "JPY")).toBe(-1n);
    expect(roundToMinorUnits(1.005, "GBP")).toBe(101n);
    expect(roundToMinorUnits(12.34, "GBP")).toBe(1234n);
  });
});

describe("writing amounts", () => {
  it("writes exactly the currency's digits, and a difference with its sign", () => {
    expect(formatMinorUnits(124000n, "GBP")).toBe("1240.00");
    expect(formatMinorUnits(5n, "GBP")).toBe("0.05");
    expect(formatMinorUnits(-5n, "GBP")).toBe("-0.05");
    expect(formatMinorUnits(124000n, "JPY")).toBe("124000");
    expect(formatMinorUnits(1234n, "JOD")).toBe("1.234");
    expect(formatSignedMinorUnits(124000n, "GBP")).toBe("+1240.00");
    expect(formatSignedMinorUnits(-35000n, "GBP")).toBe("-350.00");
    expect(formatSignedMinorUnits(0n, "GBP")).toBe("0.00");
    expect(minorUnitsAsNumber(330n, "GBP")).toBe(3.3);
  });
});
