import { featureKey, type ComparedProperty } from "@/lib/portal/quotes/compare-quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { FeatureList } from "./feature-list";
import { UnitBlock } from "./unit-block";
import css from "./comparison.module.css";
import { cn } from "@/lib/shared/cn";

type Props = {
  compared: ComparedProperty;
  party: StayParty;
  sharedFeatures: Set<string>;
  sharedUnitFeatures: Set<string>;
  /** What a client sees: its price only, so none of the provider's figures, and no link to the provider's own pages. */
  clientView?: boolean;
};

/** Everything below a property's summary: address, links, the provider's texts, features, and each unit in full. */
export function PropertyDetails({ compared, party, sharedFeatures, sharedUnitFeatures, clientView = false }: Props) {
  const property = compared.item.property;
  const address = property.address;
  const features = property.features ?? [];
  const allShared = features.length > 0 && features.every((f) => sharedFeatures.has(featureKey(f)));
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 px-3 pt-3 pb-4 print:mt-1.5 print:px-1.5 print:gap-1.5 print:pt-1.5 print:pb-2">
      <div className="text-sm">
        {address ? (
          <address className="text-slate-700 not-italic">
            {[address.line1, address.line2, address.townCity, address.region, address.postcode, address.country].filter(Boolean).join(", ")}
          </address>
        ) : null}
        <p className="mt-1 flex flex-wrap gap-x-3 print:hidden">
          {property.locationMapLink ? <ExternalLink href={property.locationMapLink}>Map</ExternalLink> : null}
          {property.propertyUrl && !clientView ? <ExternalLink href={property.propertyUrl}>Building</ExternalLink> : null}
        </p>
      </div>

      <Text title="Overview" text={property.overview} />
      <Text title="Location" text={property.locationOverview} />
      <Text title="Additional details" text={property.additionalDetails} />
      <Text title="Terms of stay" text={property.termsOfStay} />

      <details className={cn("text-sm", allShared ? "group-data-[only-differences=true]/board:hidden" : "")} open>
        <summary className={cn("cursor-pointer", css.label)}>Property features</summary>
        <div className="mt-1">
          <FeatureList features={features} shared={sharedFeatures} label={`Features of ${property.propertyName}`} />
        </div>
      </details>

      {compared.units.length === 0 ? <p className="text-sm text-slate-600">No units were quoted.</p> : null}
      {compared.units.map((unit) => (
        <UnitBlock key={unit.index} compared={unit} party={party} shared={sharedUnitFeatures} clientView={clientView} />
      ))}
    </div>
  );
}

/** Long provider text, collapsed so the columns stay comparable; left out of print, where it could not be opened. */
function Text({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <details className="text-sm print:hidden">
      <summary className={cn("cursor-pointer", css.label)}>{title}</summary>
      <p className="mt-1 whitespace-pre-line text-slate-700">{text}</p>
    </details>
  );
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-2 hover:underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
