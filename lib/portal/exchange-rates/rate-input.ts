import { z } from "zod";
import { RATE_PATTERN, parseRate } from "./decimal-rate";

// The Settings form's rate, checked on the server. Written once here: the action parses
// with it and the domain takes its output.

const currency = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, `Give the ${label} as its three-letter ISO 4217 code, such as EUR, GBP or USD.`));

const isRealDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

export const ExchangeRateInput = z
  .object({
    baseCurrency: currency("currency converted from"),
    currency: currency("currency converted into"),
    rate: z
      .string()
      .trim()
      .pipe(
        z
          .string()
          .regex(RATE_PATTERN, "Give the rate as a number with a dot for decimals, such as 0.92 or 1.1734 (up to 10 decimals).")
          .refine((v) => parseRate(v) !== null, "The rate must be more than zero."),
      ),
    asOf: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date the rate is for, as YYYY-MM-DD.")
      .refine(isRealDay, "That date does not exist in the calendar."),
  })
  .refine((v) => v.currency !== v.baseCurrency, { path: ["currency"], message: "Choose two different currencies: a rate converts one into another." });

export type ExchangeRateInput = z.output<typeof ExchangeRateInput>;
