import { stayLabel } from "@/components/ui/stay";
import { Table, TableCell, TableHeader } from "@/components/ui/table";
import { featureKey, type ComparedUnit } from "@/lib/portal/quotes/compare-quote";
import { chargeCost, toCents, type StayParty } from "@/lib/portal/quotes/charge-cost";
import { formatMoney } from "@/lib/shared/format";
import { FeatureList } from "./feature-list";
import { chargeTerms } from "./labels";
import css from "./comparison.module.css";
import { TotalBreakdown } from "./stay-total-view";
import { cn } from "@/lib/shared/cn";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * One quoted unit in full, below the summary: its facts, prices, charges, policies, notes and
 * features. In the client's view the provider's prices are left out (the summary holds the
 * client's price), and charges are listed without their amounts.
 */
export function UnitBlock({ compared, party, shared, clientView = false }: { compared: ComparedUnit; party: StayParty; shared: Set<string>; clientView?: boolean }) {
  const { unit, total } = compared;
  const features = unit.features ?? [];
  const allShared = features.length > 0 && features.every((f) => shared.has(featureKey(f)));
  const price = unit.priceBreakdown;
  const money = (amount: number) => (price ? formatMoney(toCents(amount), price.currency) : String(amount));
  const nights = unit.availability?.nights ?? party.nights;
  return (
    <article className="flex flex-col gap-3 border-t border-slate-200 pt-3 print:gap-1 print:pt-1.5 [contain-intrinsic-size:auto_36rem] [content-visibility:auto]" aria-label={unit.unitName}>
      <h3 className="text-sm font-semibold text-slate-900">{unit.unitName}</h3>
      <p className="text-sm text-slate-700">
        {unit.numberOfBedrooms === 0 ? "Studio" : plural(unit.numberOfBedrooms, "bedroom")} · {plural(unit.numberOfBathrooms, "bathroom")} · {unit.unitSize} m² ·
        sleeps {unit.maxOccupancy}
        <br />
        Available{" "}
        {unit.availability ? `${stayLabel(unit.availability.from, unit.availability.to)} (${plural(unit.availability.nights, "night")})` : ": ask the specialist"}
      </p>

      {clientView ? null : price ? (
        <Table look="compact" caption={`Prices of ${unit.unitName}`} hideCaption scroll={false} className={cn(css.prices, "print:hidden")}>
          <thead>
            <tr>
              <TableHeader scope="col">{price.perPeriod.period === "DAILY" ? "Per day" : "Per night"}</TableHeader>
              <TableHeader scope="col" numeric>
                without tax
              </TableHeader>
              <TableHeader scope="col" numeric>
                with tax
              </TableHeader>
            </tr>
          </thead>
          <tbody className="whitespace-nowrap">
            <tr>
              <TableHeader scope="row" className="whitespace-normal text-slate-600">
                Rate
              </TableHeader>
              <TableCell numeric>{money(price.perPeriod.amountsExcludingAdditionalCharges.excludingTaxWithBookingFee)}</TableCell>
              <TableCell numeric>{money(price.perPeriod.amountsExcludingAdditionalCharges.includingTaxWithBookingFee)}</TableCell>
            </tr>
            <tr>
              <TableHeader scope="row" className="whitespace-normal text-slate-600">
                Whole stay{nights ? `, ${plural(nights, "night")}` : ""}
              </TableHeader>
              <TableCell numeric>{money(price.wholeStay.excludingTax)}</TableCell>
              <TableCell numeric>{money(price.wholeStay.includingTax)}</TableCell>
            </tr>
            <tr>
              <TableHeader scope="row" className="whitespace-normal text-slate-600">
                of which tax
              </TableHeader>
              <TableCell />
              <TableCell numeric>{money(price.wholeStay.taxAmount)}</TableCell>
            </tr>
          </tbody>
        </Table>
      ) : (
        <p className="text-sm text-slate-600">No price was sent for this unit; ask the specialist.</p>
      )}

      {total && !clientView ? <TotalBreakdown total={total} /> : null}

      {(unit.additionalCharges ?? []).length > 0 ? (
        <div>
          <h4 className={css.label}>Additional charges</h4>
          <ul className="mt-1 flex flex-col gap-1.5 text-sm print:gap-0">
            {(unit.additionalCharges ?? []).map((charge, i) => {
              const cost = chargeCost(charge, unit, { ...party, nights });
              if (clientView) {
                return (
                  <li key={i}>
                    {charge.summary}
                    <span className={css.terms}>{charge.optional ? "optional, only if chosen" : charge.refundable ? "refundable, not in the price" : cost.kind === "on-request" ? "on request" : "in the price"}</span>
                  </li>
                );
              }
              return (
                <li key={i}>
                  <span className={css.amount}>
                    {cost.kind === "on-request" ? "On request" : `${price ? formatMoney(cost.cents, price.currency) : cost.cents / 100}${cost.kind === "estimate" ? " (estimate)" : ""}`}
                  </span>
                  {charge.summary}
                  <span className={css.terms}>
                    {chargeTerms(charge, money)}
                    {charge.optional ? " · optional, only if chosen" : charge.refundable ? " · refundable" : " · not refundable"}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      {(unit.cancellationPolicies ?? []).length > 0 ? (
        <div>
          <h4 className={css.label}>Cancellation</h4>
          <ul className="mt-1 list-disc pl-4 text-sm text-slate-700">
            {unit.cancellationPolicies!.map((policy, i) => (
              <li key={i}>{policy}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {unit.notes ? (
        <div className="print:flex print:items-baseline print:gap-1">
          <h4 className={cn(css.label, "shrink-0")}>Specialist&rsquo;s notes</h4>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-700 print:mt-0">{unit.notes}</p>
        </div>
      ) : null}

      <details className={cn("text-sm", allShared ? "group-data-[only-differences=true]/board:hidden" : "")} open>
        <summary className={cn("cursor-pointer", css.label)}>Unit features</summary>
        <div className="mt-1">
          <FeatureList features={features} shared={shared} label={`Features of ${unit.unitName}`} />
        </div>
      </details>
    </article>
  );
}
