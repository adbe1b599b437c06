import type { Property } from "@/lib/contract/quote";
import type { InventoryProperty, InventoryUnit } from "../inventory/types";
import { priceUnit } from "./price-unit";
import type { Stay } from "./stay";

export type QuoteParty = { guests: number; requirements: number };

function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

function unitNotes(unit: InventoryUnit, party: QuoteParty): string {
  const rooms = unit.bedrooms === 0 ? "a studio" : `${unit.bedrooms} bedroom${unit.bedrooms === 1 ? "" : "s"}`;
  const shared =
    party.requirements === 0
      ? ""
      : ` The guests' ${party.requirements === 1 ? "requirement has" : `${party.requirements} requirements have`} been passed to the property.`;
  return `Sleeps ${unit.maxOccupancy} in ${rooms}.${shared}`;
}

/**
 * The wire `property` of a quote item: the inventory property with the units that fit the
 * party, each priced for the stay. URLs are made absolute with the deployment's public
 * origin here, once, because the result is stored as the snapshot of what was sent.
 */
export function quotedProperty(property: InventoryProperty, units: InventoryUnit[], stay: Stay, party: QuoteParty, origin: string): Property {
  const d = property.details;
  return {
    propertyName: property.name,
    propertyUrl: `${origin}/properties/${property.slug}`,
    locationMapLink: mapLink(property.latitude, property.longitude),
    overview: d.overview,
    coordinates: { latitude: property.latitude, longitude: property.longitude },
    locationOverview: d.locationOverview,
    additionalDetails: d.additionalDetails,
    termsOfStay: d.termsOfStay,
    images: d.images.map((image, i) => ({ url: `${origin}${image.path}`, caption: image.caption, ordering: i + 1, default: i === 0 })),
    units: units.map((unit) => {
      const { priceBreakdown, additionalCharges } = priceUnit(unit, stay.nights, party.guests);
      return {
        unitName: unit.name,
        numberOfBedrooms: unit.bedrooms,
        numberOfBathrooms: unit.bathrooms,
        maxOccupancy: unit.maxOccupancy,
        unitSize: unit.size,
        features: unit.details.features,
        priceBreakdown,
        availability: { from: stay.from, to: stay.to, nights: stay.nights },
        additionalCharges,
        cancellationPolicies: unit.details.cancellationPolicies,
        notes: unitNotes(unit, party),
      };
    }),
    address: d.address,
    features: d.features,
  };
}
