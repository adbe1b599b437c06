import type { ReactNode } from "react";
import type { ComparedProperty } from "@/lib/portal/quotes/compare-quote";
import type { StayParty } from "@/lib/portal/quotes/charge-cost";
import { Badge } from "@/components/ui/badge";
import { FeatureList } from "./feature-list";
import { distanceLabel } from "./labels";
import { PhotoGallery } from "./photo-gallery";
import { UnitBlock } from "./unit-block";
import css from "./comparison.module.css";

type Props = {
  compared: ComparedProperty;
  index: number;
  party: StayParty;
  sharedFeatures: Set<string>;
  sharedUnitFeatures: Set<string>;
  booked: boolean;
  unitAction?: (unitName: string) => ReactNode;
};

/** One quoted property, top to bottom. */
export function PropertyColumn({ compared, index, party, sharedFeatures, sharedUnitFeatures, booked, unitAction }: Props) {
  const { item } = compared;
  const property = item.property;
  const photos = [...(property.images ?? [])]
    .sort((a, b) => Number(b.default) - Number(a.default) || a.ordering - b.ordering)
    .map((image) => ({ url: image.url, caption: image.caption ?? null }));
  const address = property.address;
  return (
    <div className="flex flex-col gap-4 p-4">
      <PhotoGallery photos={photos} propertyName={property.propertyName} priority={index === 0} />
      <div>
        <h2 className="text-base font-semibold text-slate-900">{property.propertyName}</h2>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {booked ? <Badge tone="success">Booked</Badge> : null}
          {compared.cheapest ? <Badge tone="brand">Cheapest</Badge> : null}
          {compared.nearest ? <Badge tone="brand">Nearest</Badge> : null}
        </div>
        {address ? (
          <address className="mt-1 text-sm text-slate-700 not-italic">
            {[address.line1, address.line2, address.townCity, address.region, address.postcode, address.country].filter(Boolean).join(", ")}
          </address>
        ) : null}
        <p className="mt-1 text-sm text-slate-600">
          {compared.distanceKm === null ? "Distance not given" : `${distanceLabel(compared.distanceKm)} from the enquiry's location`}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm print:hidden">
          {property.locationMapLink ? <ExternalLink href={property.locationMapLink}>Map</ExternalLink> : null}
          {property.propertyUrl ? <ExternalLink href={property.propertyUrl}>Building</ExternalLink> : null}
        </p>
      </div>

      <Text title="Overview" text={property.overview} />
      <Text title="Location" text={property.locationOverview} />
      <Text title="Additional details" text={property.additionalDetails} />
      <Text title="Terms of stay" text={property.termsOfStay} />

      <details className="text-sm" open>
        <summary className={`cursor-pointer ${css.label}`}>Property features</summary>
        <div className="mt-1">
          <FeatureList features={property.features ?? []} shared={sharedFeatures} label={`Features of ${property.propertyName}`} />
        </div>
      </details>

      <section aria-label={`Units of ${property.propertyName}`} className="flex flex-col gap-3">
        {compared.units.length === 0 ? <p className="text-sm text-slate-600">No units were quoted.</p> : null}
        {compared.units.map((unit, u) => (
          <UnitBlock key={u} compared={unit} party={party} shared={sharedUnitFeatures} testId={`unit-${index}-${u}`} action={unitAction?.(unit.unit.unitName)} />
        ))}
      </section>
    </div>
  );
}

/** Long provider text, collapsed so the columns stay comparable. */
function Text({ title, text }: { title: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <details className="text-sm">
      <summary className={`cursor-pointer ${css.label}`}>{title}</summary>
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
