import type { Place } from "@/lib/geo";
import {
  additionalDetails,
  cancellationPolicies,
  locationOverview,
  overview,
  propertyName,
  streetAddress,
  termsOfStay,
} from "./catalogue-text";
import { propertyCharges } from "./charges";
import { countryPricing, localAmount } from "./country-pricing";
import { propertyFeatures, unitFeatures } from "./features";
import { propertyImages } from "./images";
import { seededRandom } from "./random";
import type { InventoryProperty, InventoryUnit } from "./types";
import { unitTypesFor } from "./unit-types";

export type PropertySeed = {
  /** Stable id; also seeds every random choice, so equal ids give equal properties. */
  id: string;
  /** The town the property belongs to (address, currency, tax). */
  place: Place;
  latitude: number;
  longitude: number;
  generated: boolean;
  /** Generated properties make sure one unit sleeps at least this many. */
  minOccupancy?: number;
};

// A studio's nightly rate in a mid-priced city, US dollars.
const STUDIO_BASE_USD = 85;

function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** One property with its units, entirely determined by the seed. */
export function buildProperty(seed: PropertySeed): InventoryProperty {
  const random = seededRandom(seed.id);
  const city = seed.place.name;
  const pricing = countryPricing(seed.place.countryCode);
  const { brand, district, name } = propertyName(random, city);
  const types = unitTypesFor(random.int(0, 2), random.int(2, 3), seed.minOccupancy);
  const period = random.chance(0.8) ? "NIGHTLY" : "DAILY";
  const studioUsd = STUDIO_BASE_USD * pricing.costIndex * random.between(0.85, 1.3);
  const bookingFeeShare = random.pick([0.03, 0.04, 0.05]);
  const charges = propertyCharges({ pricing, random });
  const policies = cancellationPolicies(random);
  const floors = random.int(4, 12);

  const units: InventoryUnit[] = types.map((type, i) => {
    const nightlyRate = localAmount(studioUsd * type.priceFactor, pricing);
    return {
      id: `${seed.id}-u${i + 1}`,
      propertyId: seed.id,
      name: `${type.label} ${random.int(1, floors)}${"ABCDEF"[i]}`,
      bedrooms: type.bedrooms,
      bathrooms: type.bathrooms,
      maxOccupancy: type.maxOccupancy,
      size: Math.round(random.between(type.size[0], type.size[1]) * 2) / 2,
      currency: pricing.currency,
      nightlyRate,
      taxRate: pricing.taxRate,
      bookingFee: Math.round(nightlyRate * bookingFeeShare * 100) / 100,
      details: { period, features: unitFeatures(random), additionalCharges: charges, cancellationPolicies: policies },
    };
  });

  const { line1, line2 } = streetAddress(random);
  return {
    id: seed.id,
    slug: `${slugify(name)}-${seed.id.replace(/^prop-/, "")}`,
    name,
    latitude: seed.latitude,
    longitude: seed.longitude,
    placeId: seed.place.placeId,
    generated: seed.generated,
    details: {
      overview: overview(random, { brand, district, city, units: units.length }),
      locationOverview: locationOverview(random, city),
      additionalDetails: additionalDetails(random),
      termsOfStay: termsOfStay(random),
      images: propertyImages(random),
      address: {
        line1,
        line2,
        townCity: city,
        region: seed.place.region,
        countryCode: seed.place.countryCode,
        country: seed.place.country ?? seed.place.countryCode,
        postcode: null,
      },
      features: propertyFeatures(random),
    },
    units,
  };
}
