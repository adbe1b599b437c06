import type { ClientPrice } from "@/lib/portal/pricing/markup";
import type { StayTotal } from "@/lib/portal/quotes/stay-total";
import type { Cancellation, Deposit } from "@/lib/portal/quotes/unit-facts";
import { formatDay, formatMoney } from "@/lib/shared/format";

// The summary's values in words, the same in the columns, the phone's table and print.

export function cancellationWords(cancellation: Cancellation): string {
  switch (cancellation.kind) {
    case "free-until":
      return cancellation.date ? `Free until ${formatDay(cancellation.date)}` : `Free until ${cancellation.notice}`;
    case "non-refundable":
      return "Non-refundable";
    case "see-terms":
      return "See the terms";
    case "none":
      return "Not stated";
  }
}

export function depositWords(deposit: Deposit, currency: string | null): string {
  if (deposit.kind === "none") return "None";
  if (deposit.kind === "on-request") return "On request";
  return currency ? `${formatMoney(deposit.cents, currency)}, refundable` : "Refundable";
}

/** The client's price of a unit in the words of its total: "about €1,120.00 + charges on request". */
export function clientTotalWords(total: StayTotal, price: ClientPrice): string {
  return `${total.estimated ? "about " : ""}${formatMoney(price.clientCents, price.currency)}${total.onRequest ? " + charges on request" : ""}`;
}

export function totalWords(total: StayTotal): string {
  return `${total.estimated ? "about " : ""}${formatMoney(total.totalCents, total.currency)}${total.onRequest ? " + charges on request" : ""}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const roomsWords = (bedrooms: number, sleeps: number) => `${bedrooms === 0 ? "Studio" : plural(bedrooms, "bedroom")} · sleeps ${sleeps}`;
