// Money in its own currency, as people read it. Amounts are integer cents (minor units of
// two-decimal currencies, which is what the contract's 2-decimal amounts are).

const formats = new Map<string, Intl.NumberFormat>();

function format(currency: string): Intl.NumberFormat | null {
  const key = currency.toUpperCase();
  if (!formats.has(key)) {
    try {
      formats.set(key, new Intl.NumberFormat("en-GB", { style: "currency", currency: key }));
    } catch {
      return null; // not an ISO 4217 code: shown as "XYZ 12.00" below
    }
  }
  return formats.get(key)!;
}

export function formatMoney(cents: number, currency: string): string {
  const amount = cents / 100;
  return format(currency)?.format(amount) ?? `${currency} ${amount.toFixed(2)}`;
}

/** Whole units only ("£1,450"), for summaries where pence are noise. */
export function formatMoneyRounded(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 }).format(cents / 100);
  } catch {
    return `${currency} ${Math.round(cents / 100)}`;
  }
}
