import type { AdditionalCharge, Feature } from "@/lib/contract/quote";

// The inventory as stored: a Property row (details = the wire property's descriptive
// parts) and its Unit rows (prices in columns, the rest in details). Quotes copy from it.

export type StoredImage = { path: string; caption: string };

export type PropertyDetails = {
  overview: string;
  locationOverview: string;
  additionalDetails: string;
  termsOfStay: string;
  images: StoredImage[];
  address: {
    line1: string;
    line2: string | null;
    townCity: string;
    region: string | null;
    countryCode: string;
    country: string;
    postcode: string | null;
  };
  features: Feature[];
};

/** An additional charge as the inventory holds it: everything but the stay's cost. */
export type ChargeTemplate = Omit<AdditionalCharge, "grossCost" | "chargeFormat" | "vat"> & {
  chargeFormat: { chargeFormatType: "PERCENTAGE_OF_NIGHTLY_RATE" | "SPECIFIED_RATE"; rate: number | null };
  vat: { vatApplicability: "NOT_APPLICABLE" | "NOT_INCLUDED" | "INCLUDED"; rate: number | null };
  chargeFrequency: "ONE_OFF" | "NIGHTLY" | "WEEKLY" | "MONTHLY";
  chargedPerGuest: boolean;
  commisionable: boolean;
  refundable: boolean;
  /** Applies only if the guests choose it (a pet fee): sent as `optional`, never in the whole stay. */
  optional?: boolean;
};

export type UnitDetails = {
  period: "NIGHTLY" | "DAILY";
  features: Feature[];
  additionalCharges: ChargeTemplate[];
  cancellationPolicies: string[];
};

export type InventoryUnit = {
  id: string;
  propertyId: string;
  name: string;
  bedrooms: number;
  bathrooms: number;
  maxOccupancy: number;
  size: number;
  currency: string;
  /** Per period, excluding tax and booking fee. */
  nightlyRate: number;
  /** Percent. */
  taxRate: number;
  /** Per period, excluding tax. */
  bookingFee: number;
  details: UnitDetails;
};

export type InventoryProperty = {
  id: string;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  placeId: string;
  generated: boolean;
  details: PropertyDetails;
  units: InventoryUnit[];
};
