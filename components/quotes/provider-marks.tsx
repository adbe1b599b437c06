import type { Conversion } from "@/lib/portal/exchange-rates/pick-rate";
import { rateWords } from "@/lib/portal/exchange-rates/decimal-rate";
import { formatDay, formatMoneyRounded } from "@/lib/shared/format";

// What a comparison across providers adds to a property's column: whose quote it is, and
// the figure an exchange rate made, with the rate beside it.

/** "≈ €1,233 at 1 USD = 0.92 EUR, rate of 20 Nov 2026" */
export function conversionWords(conversion: Conversion): string {
  const { rate } = conversion;
  return `≈ ${formatMoneyRounded(conversion.cents, conversion.currency)} at 1 ${rate.baseCurrency} = ${rateWords(rate.rate)} ${rate.currency}, rate of ${formatDay(rate.asOf)}`;
}

export function ProviderMark({ name }: { name: string }) {
  return (
    <p className="text-xs font-medium text-slate-600" data-testid="provider-mark">
      Quoted by <span className="text-slate-900">{name}</span>
    </p>
  );
}

export function RateNote({ conversion }: { conversion: Conversion }) {
  return (
    <p className="text-xs text-slate-700 tabular-nums" data-testid="rate-note">
      From {formatMoneyRounded(conversion.from.cents, conversion.from.currency)} {conversionWords(conversion)}
    </p>
  );
}

/** Each quote's description, above the board, named by its provider when there are several. */
export function QuoteDescriptions({ sources }: { sources: readonly { quote: { id: string; description?: string | null }; provider: { name: string } | null }[] }) {
  // Keyed by place: a quote's id is the provider's, and stays out of what a client's page holds.
  return sources.map(({ quote, provider }, index) =>
    quote.description ? (
      <p key={index} className="mb-3 max-w-3xl text-sm text-slate-700">
        {provider ? <span className="font-medium">{provider.name}: </span> : null}
        {quote.description}
      </p>
    ) : null,
  );
}
