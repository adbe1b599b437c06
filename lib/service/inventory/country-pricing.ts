// Local currency, accommodation tax and price level of the countries with catalogue
// cities. Rough figures of late 2026, enough for plausible quotes; anything not listed
// is quoted in US dollars with a 10% tax, as international operators commonly do.

export type CountryPricing = {
  currency: string;
  /** Units of the currency per US dollar. */
  perUsd: number;
  /** Tax on accommodation, percent. */
  taxRate: number;
  /** Price level relative to a mid-priced city (1). */
  costIndex: number;
};

type Row = [currency: string, perUsd: number, taxRate: number, costIndex: number];

const EUR = 0.92;
const TABLE: Record<string, Row> = {
  US: ["USD", 1, 12, 1.25], CA: ["CAD", 1.36, 13, 1.05], MX: ["MXN", 17, 16, 0.55],
  BR: ["BRL", 5, 5, 0.5], CO: ["COP", 3900, 19, 0.45], CL: ["CLP", 950, 19, 0.55],
  PE: ["PEN", 3.75, 18, 0.5], UY: ["UYU", 39, 10, 0.6], DO: ["DOP", 59, 18, 0.5],
  GB: ["GBP", 0.79, 20, 1.3], IE: ["EUR", EUR, 13.5, 1.2], FR: ["EUR", EUR, 10, 1.2],
  DE: ["EUR", EUR, 7, 1], ES: ["EUR", EUR, 10, 0.9], IT: ["EUR", EUR, 10, 1],
  AT: ["EUR", EUR, 10, 1], BE: ["EUR", EUR, 6, 1], SE: ["SEK", 10.5, 12, 1.1],
  DK: ["DKK", 6.9, 25, 1.2], PL: ["PLN", 4, 8, 0.6], CZ: ["CZK", 23, 12, 0.7],
  HU: ["HUF", 360, 18, 0.6], RO: ["RON", 4.6, 9, 0.55], BG: ["BGN", 1.8, 9, 0.5],
  RS: ["RSD", 108, 10, 0.5], UA: ["UAH", 39, 20, 0.4], RU: ["RUB", 90, 0, 0.5],
  TR: ["TRY", 32, 10, 0.5], GE: ["GEL", 2.7, 18, 0.45], AM: ["AMD", 390, 20, 0.45],
  AZ: ["AZN", 1.7, 18, 0.45], KZ: ["KZT", 450, 12, 0.45], UZ: ["UZS", 12600, 12, 0.35],
  AE: ["AED", 3.67, 5, 1.1], SA: ["SAR", 3.75, 15, 0.9], JO: ["JOD", 0.71, 16, 0.6],
  EG: ["EGP", 48, 14, 0.3], MA: ["MAD", 10, 10, 0.45], ZA: ["ZAR", 18.5, 15, 0.5],
  NG: ["NGN", 1500, 7.5, 0.4], KE: ["KES", 130, 16, 0.45], GH: ["GHS", 15, 15, 0.45],
  IN: ["INR", 83, 12, 0.35], PK: ["PKR", 280, 16, 0.3], BD: ["BDT", 110, 15, 0.3],
  CN: ["CNY", 7.2, 6, 0.6], HK: ["HKD", 7.8, 0, 1.2], TW: ["TWD", 32, 5, 0.7],
  JP: ["JPY", 150, 10, 0.9], KR: ["KRW", 1330, 10, 0.8], SG: ["SGD", 1.34, 9, 1.3],
  MY: ["MYR", 4.7, 8, 0.45], TH: ["THB", 36, 7, 0.5], VN: ["VND", 25000, 10, 0.35],
  ID: ["IDR", 15500, 11, 0.4], PH: ["PHP", 56, 12, 0.4], AU: ["AUD", 1.5, 10, 1.1],
};

const DEFAULT: Row = ["USD", 1, 10, 0.6];

export function countryPricing(countryCode: string): CountryPricing {
  const [currency, perUsd, taxRate, costIndex] = TABLE[countryCode.toUpperCase()] ?? DEFAULT;
  return { currency, perUsd, taxRate, costIndex };
}

/** A US-dollar amount in the local currency, rounded the way price lists are. */
export function localAmount(usd: number, pricing: CountryPricing): number {
  const raw = usd * pricing.perUsd;
  const step = pricing.perUsd >= 1000 ? 1000 : pricing.perUsd >= 100 ? 100 : pricing.perUsd >= 10 ? 10 : 1;
  return Math.max(step, Math.round(raw / step) * step);
}
