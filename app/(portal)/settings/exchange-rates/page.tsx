import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { Card } from "@/components/ui/card";
import { rateWords } from "@/lib/portal/exchange-rates/decimal-rate";
import { listExchangeRates } from "@/lib/portal/exchange-rates/list-exchange-rates";
import { pickRate } from "@/lib/portal/exchange-rates/pick-rate";
import { rateDay } from "@/lib/portal/enquiries/compared-sources";
import { requireMember } from "@/lib/portal/session/require-member";
import { formatDay } from "@/lib/shared/format";
import { DeleteRateButton } from "./_components/delete-rate-button";
import { RateForm } from "./_components/rate-form";

export const metadata: Metadata = { title: "Exchange rates" };

export default async function ExchangeRatesPage() {
  const { organization } = await requireMember({ role: "admin" });
  const rates = await listExchangeRates(organization.id);
  const today = rateDay();
  return (
    <>
      <PageHeader
        title="Exchange rates"
        description="When providers quote in different currencies, the comparison ranks their totals only through a rate set here, and shows the rate beside every figure it converts. Each rate is used from its day on, until a newer one for the same two currencies."
      />
      <div className="flex flex-col gap-6">
        <Card title="Add a rate">
          <RateForm today={today} />
        </Card>
        <Card title="Rates" description={rates.length === 0 ? undefined : "Newest first. Marked: the rate the comparison uses today for its two currencies."}>
          {rates.length === 0 ? (
            <p className="text-sm text-slate-600">No rate yet: totals in different currencies are shown as quoted and not ranked against each other.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm" aria-label="Exchange rates" data-testid="exchange-rates">
              {rates.map((rate) => {
                const label = `1 ${rate.baseCurrency} = ${rateWords(rate.rate)} ${rate.currency}, ${formatDay(rate.asOf)}`;
                const inUse = pickRate(rates, rate.currency, rate.baseCurrency, today)?.id === rate.id;
                return (
                  <li key={rate.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0 tabular-nums">
                      <span className="font-medium text-slate-900">
                        1 {rate.baseCurrency} = {rateWords(rate.rate)} {rate.currency}
                      </span>
                      <span className="text-slate-600"> · rate of {formatDay(rate.asOf)}</span>
                      {inUse ? <span className="ml-2 text-xs font-semibold text-emerald-800">In use today</span> : rate.asOf > today ? <span className="ml-2 text-xs text-slate-600">From {formatDay(rate.asOf)}</span> : null}
                    </span>
                    <DeleteRateButton id={rate.id} label={label} />
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
