import type { ReactNode } from "react";
import type { ComparedProperty } from "@/lib/portal/quotes/compare-quote";
import { Badge } from "@/components/ui/badge";
import { propertyPhotos } from "@/lib/portal/quotes/property-photos";
import { PhotoGallery } from "./photo-gallery";

/** The top of a property's column: a small photo, the name and its marks; `children` (whose quote it is, a converted total) below them. */
export function PropertyHead({
  compared,
  priority,
  booked,
  cheapestWithinPolicy = false,
  children,
}: {
  compared: ComparedProperty;
  priority: boolean;
  booked: boolean;
  /** One of its options is the cheapest within the client's policy. */
  cheapestWithinPolicy?: boolean;
  children?: ReactNode;
}) {
  const property = compared.item.property;
  const photos = propertyPhotos(property);
  return (
    <div className="flex flex-col gap-2 px-3 pt-3 print:gap-1 print:px-1.5 print:pt-1.5">
      <PhotoGallery photos={photos} propertyName={property.propertyName} priority={priority} />
      <h2 className="text-base leading-snug font-semibold text-slate-900" tabIndex={-1} data-heading>
        {property.propertyName}
      </h2>
      {booked || compared.cheapest || cheapestWithinPolicy || compared.nearest ? (
        <div className="flex flex-wrap gap-1.5">
          {booked ? <Badge tone="success">Booked</Badge> : null}
          {compared.cheapest ? <Badge tone="brand">Cheapest</Badge> : null}
          {cheapestWithinPolicy ? <Badge tone="brand">Cheapest within policy</Badge> : null}
          {compared.nearest ? <Badge tone="brand">Nearest</Badge> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}
