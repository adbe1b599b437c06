import { describe, expect, it } from "vitest";
import { convertCents, rateWords } from "@/lib/portal/exchange-rates/decimal-rate";
import { convertTotal, pickRate, type ExchangeRateRow } from "@/lib/portal/exchange-rates/pick-rate";
import { ExchangeRateInput } from "@/lib/portal/exchange-rates/rate-input";

const rate = (id: string, baseCurrency: string, currency: string, value: string, asOf: string, createdAt = new Date(0)): ExchangeRateRow => ({ id, baseCurrency, currency, rate: value, asOf, createdAt });

describe("convertCents", () => {
  it("is exact decimal arithmetic on the text rate, rounded half up to the cent", () => {
    // 1,000.00 × 1.1 in floats is 1100.0000000000002; and 0.29 × 100 is 28.999999999999996.
    expect(convertCents(100_000, "1.1", "multiply")).toBe(110_000);
    expect(convertCents(100, "0.29", "multiply")).toBe(29);
    expect(convertCents(123_456, "0.92", "multiply")).toBe(113_580); // 1135.7952 → 1135.80
    expect(convertCents(1, "0.5", "multiply")).toBe(1); // half a cent rounds up
    expect(convertCents(1, "0.4999999999", "multiply")).toBe(0);
    // The inverse: 113,580 / 0.92 = 123,456.52… → 123,457.
    expect(convertCents(113_580, "0.92", "divide")).toBe(123_457);
    expect(convertCents(100, "3", "divide")).toBe(33);
    expect(convertCents(9_007_199_254_740, "1.0000000001", "multiply")).toBe(9_007_199_255_641);
  });

  it("refuses what is not a positive rate", () => {
    expect(() => convertCents(100, "0", "multiply")).toThrow(RangeError);
    expect(() => convertCents(100, "1e3", "multiply")).toThrow(RangeError);
    expect(rateWords("0.9200")).toBe("0.92");
    expect(rateWords("2.000")).toBe("2");
    expect(rateWords("15")).toBe("15");
  });
});

describe("pickRate", () => {
  const rates = [
    rate("old", "USD", "EUR", "0.90", "2026-11-01"),
    rate("new", "USD", "EUR", "0.92", "2026-11-20"),
    rate("future", "USD", "EUR", "0.99", "2026-12-01"),
    rate("gbp", "GBP", "EUR", "1.15", "2026-11-23"),
  ];

  it("takes the newest rate dated on or before the day, never a later one", () => {
    expect(pickRate(rates, "USD", "EUR", "2026-11-24")?.id).toBe("new");
    expect(pickRate(rates, "USD", "EUR", "2026-11-20")?.id).toBe("new");
    expect(pickRate(rates, "USD", "EUR", "2026-11-19")?.id).toBe("old");
    expect(pickRate(rates, "USD", "EUR", "2026-10-31")).toBeNull();
    expect(pickRate(rates, "USD", "EUR", "2026-12-02")?.id).toBe("future");
  });

  it("uses a pair either way round, and on one day the rate entered last", () => {
    expect(pickRate(rates, "EUR", "USD", "2026-11-24")?.id).toBe("new");
    expect(pickRate(rates, "USD", "GBP", "2026-11-24")).toBeNull();
    const sameDay = [rate("first", "USD", "EUR", "0.91", "2026-11-20", new Date(1000)), rate("second", "USD", "EUR", "0.93", "2026-11-20", new Date(2000))];
    expect(pickRate(sameDay, "USD", "EUR", "2026-11-24")?.id).toBe("second");
    expect(pickRate([...sameDay].reverse(), "USD", "EUR", "2026-11-24")?.id).toBe("second");
  });

  it("converts a total from the base currency and into it", () => {
    expect(convertTotal({ cents: 134_000, currency: "USD" }, "EUR", rates, "2026-11-24")).toMatchObject({ cents: 123_280, currency: "EUR", rate: { id: "new" } });
    expect(convertTotal({ cents: 92_000, currency: "EUR" }, "USD", rates, "2026-11-24")).toMatchObject({ cents: 100_000, currency: "USD" });
    expect(convertTotal({ cents: 92_000, currency: "EUR" }, "EUR", rates, "2026-11-24")).toBeNull();
    expect(convertTotal({ cents: 92_000, currency: "CHF" }, "EUR", rates, "2026-11-24")).toBeNull();
  });
});

describe("ExchangeRateInput", () => {
  const ok = { baseCurrency: "usd", currency: " EUR ", rate: "0.92", asOf: "2026-11-20" };
  const message = (value: Record<string, string>) => ExchangeRateInput.safeParse(value).error?.issues[0]?.message;

  it("takes three-letter codes in any case, a decimal rate and a real date", () => {
    expect(ExchangeRateInput.parse(ok)).toEqual({ baseCurrency: "USD", currency: "EUR", rate: "0.92", asOf: "2026-11-20" });
  });

  it("says in words what is wrong", () => {
    expect(message({ ...ok, currency: "EURO" })).toBe("Give the currency converted into as its three-letter ISO 4217 code, such as EUR, GBP or USD.");
    expect(message({ ...ok, baseCurrency: "U$" })).toMatch(/three-letter ISO 4217 code/);
    expect(message({ ...ok, currency: "usd" })).toBe("Choose two different currencies: a rate converts one into another.");
    for (const bad of ["-1", "1,5", "abc", "1e3", ""]) expect(message({ ...ok, rate: bad }), bad).toMatch(/^Give the rate as a number/);
    expect(message({ ...ok, rate: "0.000" })).toBe("The rate must be more than zero.");
    expect(message({ ...ok, asOf: "20/11/2026" })).toBe("Give the date the rate is for, as YYYY-MM-DD.");
    expect(message({ ...ok, asOf: "2026-02-30" })).toBe("That date does not exist in the calendar.");
  });
});
