import { z } from "zod";
import { CalendarDate, Coordinates, Timestamp } from "./common";

// Quotes as parts 2.2 to 2.5 of the specification describe them, field names exactly as
// written there (including `commisionable`). Fields the specification marks "not
// required" are optional here, although the service always sends them.

export const QUOTE_STATES = ["ACTIVE", "INVALIDATED"] as const;
export const FEATURE_AVAILABILITIES = ["IMPLICIT", "SUPPLIED", "ON_REQUEST", "CONSIDERED", "NOT_AVAILABLE"] as const;
export const PRICE_PERIODS = ["NIGHTLY", "DAILY"] as const;
export const CHARGE_FORMAT_TYPES = ["PERCENTAGE_OF_NIGHTLY_RATE", "SPECIFIED_RATE"] as const;
export const VAT_APPLICABILITIES = ["NOT_APPLICABLE", "NOT_INCLUDED", "INCLUDED"] as const;
export const CHARGE_FREQUENCIES = ["ONE_OFF", "NIGHTLY", "WEEKLY", "MONTHLY"] as const;

const Money = z.number().meta({ description: "Amount in the breakdown's currency, rounded to 2 decimals.", example: 1234.5 });

export const Feature = z
  .object({
    key: z.string().meta({ example: "WIFI" }),
    description: z.string().meta({ example: "High-speed Wi-Fi" }),
    category: z.string().meta({ example: "Technology" }),
    subCategory: z.string().meta({ example: "Internet" }),
    availability: z.enum(FEATURE_AVAILABILITIES),
    measurableUnitValue: z.string().nullable().optional().meta({ example: "500 Mbps" }),
  })
  .meta({
    id: "Feature",
    description: "A feature of a unit. Property-level features (their shape is not given by the specification) use the same shape.",
  });
export type Feature = z.infer<typeof Feature>;

export const PropertyImage = z
  .object({
    url: z.string().meta({ description: "Full image URL.", example: "https://staydesk.example/properties/exterior-3.svg" }),
    caption: z.string().nullable().optional(),
    ordering: z.number().int(),
    default: z.boolean().meta({ description: "The primary image." }),
  })
  .meta({ id: "PropertyImage" });

export const PropertyAddress = z
  .object({
    line1: z.string(),
    line2: z.string().nullable().optional(),
    townCity: z.string(),
    region: z.string().nullable().optional(),
    countryCode: z.string().meta({ description: "ISO 3166-1 alpha-2.", example: "GB" }),
    country: z.string(),
    postcode: z.string().nullable().optional(),
  })
  .meta({ id: "PropertyAddress" });

export const PriceBreakdown = z
  .object({
    currency: z.string().meta({ description: "ISO 4217 code.", example: "GBP" }),
    wholeStay: z
      .object({ excludingTax: Money, includingTax: Money, taxAmount: Money })
      .meta({
        id: "WholeStayPrice",
        description:
          "The whole stay: every period (booking fee included) plus the additional charges that have a known cost and are neither refundable nor optional. excludingTax + taxAmount = includingTax exactly.",
      }),
    perPeriod: z
      .object({
        period: z.enum(PRICE_PERIODS).meta({ description: "The stay has as many periods as nights, whatever the label." }),
        amountsExcludingAdditionalCharges: z
          .object({
            excludingTaxWithBookingFee: Money,
            includingTaxWithBookingFee: Money,
          })
          .meta({ id: "PeriodAmounts" }),
      })
      .meta({ id: "PeriodPrice" }),
  })
  .meta({ id: "PriceBreakdown" });
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

export const AdditionalCharge = z
  .object({
    summary: z.string(),
    chargeFormat: z
      .object({
        chargeFormatType: z.enum(CHARGE_FORMAT_TYPES).optional(),
        rate: z.number().nullable().optional().meta({ description: "An amount, or a percentage of the nightly rate; null when set on request." }),
      })
      .meta({ id: "ChargeFormat" })
      .optional(),
    vat: z
      .object({
        vatApplicability: z.enum(VAT_APPLICABILITIES).optional(),
        rate: z.number().nullable().optional().meta({ description: "VAT percentage; null when NOT_APPLICABLE." }),
      })
      .meta({ id: "Vat" })
      .optional(),
    chargeFrequency: z.enum(CHARGE_FREQUENCIES).optional(),
    chargedPerGuest: z.boolean().optional(),
    commisionable: z.boolean().optional().meta({ description: "Whether commissionable (spelt as in the specification)." }),
    refundable: z.boolean().optional(),
    optional: z.boolean().optional().meta({
      description:
        "Staydesk extension: true when the charge applies only if the guests choose it (a pet fee when no pet is announced). It is never part of wholeStay.",
    }),
    grossCost: Money.nullable().meta({ description: "Total of this charge over the stay, tax included; null when the cost is set on request." }),
  })
  .meta({ id: "AdditionalCharge" });
export type AdditionalCharge = z.infer<typeof AdditionalCharge>;

export const Availability = z
  .object({ from: CalendarDate, to: CalendarDate, nights: z.number().int() })
  .meta({ id: "Availability" });

export const Unit = z
  .object({
    unitName: z.string(),
    numberOfBedrooms: z.number().int(),
    numberOfBathrooms: z.number().int(),
    maxOccupancy: z.number().int(),
    unitSize: z.number().meta({ description: "Square metres." }),
    features: z.array(Feature).optional(),
    priceBreakdown: PriceBreakdown.optional(),
    availability: z.union([Availability, z.null()]).optional(),
    additionalCharges: z.array(AdditionalCharge).optional(),
    cancellationPolicies: z.array(z.string()).optional(),
    notes: z.string().optional(),
  })
  .meta({ id: "Unit" });
export type Unit = z.infer<typeof Unit>;

export const Property = z
  .object({
    propertyName: z.string(),
    propertyUrl: z.string(),
    locationMapLink: z.string(),
    overview: z.string().nullable().optional(),
    coordinates: Coordinates.optional(),
    locationOverview: z.string().nullable().optional(),
    additionalDetails: z.string().nullable().optional(),
    termsOfStay: z.string().nullable().optional(),
    images: z.array(PropertyImage).optional(),
    units: z.array(Unit).optional(),
    address: PropertyAddress.optional(),
    features: z.array(Feature).optional(),
  })
  .meta({ id: "Property" });
export type Property = z.infer<typeof Property>;

export const QuoteItem = z
  .object({
    id: z.string(),
    property: Property,
    distanceFromEnquiryLocation: z
      .union([z.object({ value: z.number(), unit: z.enum(["KILOMETERS"]) }).meta({ id: "Distance" }), z.null()])
      .optional(),
    booked: z.boolean().optional(),
  })
  .meta({ id: "QuoteItem" });
export type QuoteItem = z.infer<typeof QuoteItem>;

export const Quote = z
  .object({
    id: z.string(),
    serviceEnquiryReference: z.string().meta({ example: "R4E2F3A4" }),
    clientEnquiryReference: z.string().nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    invalidatedAt: Timestamp.nullable(),
    state: z.enum(QUOTE_STATES),
    description: z.string().nullable(),
    items: z.array(QuoteItem).meta({
      description:
        "The quoted properties. The specification's table names this field \"the service\" (a garbled row); its part 2.3 is titled \"element of `items`\", so the field is `items`.",
    }),
    bookedQuoteItem: z.union([
      z.object({ bookingId: z.string(), quoteItemId: z.string(), createdAt: Timestamp }).meta({ id: "BookedQuoteItem" }),
      z.null(),
    ]),
  })
  .meta({ id: "Quote" });
export type Quote = z.infer<typeof Quote>;

export const QuoteListResponse = z
  .object({
    data: z.array(Quote),
    pagination: z
      .object({
        next: z.string().nullable().meta({ description: "Relative link to the next page; null on the last page." }),
        previous: z.string().nullable().meta({ description: "Relative link to the previous page; null on the first page." }),
      })
      .meta({ id: "QuotePagination" }),
  })
  .meta({ id: "QuoteListResponse" });
export type QuoteListResponse = z.infer<typeof QuoteListResponse>;

export const QUOTE_SORTS = ["createdAt", "updatedAt"] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

const query = (name: string, description: string) => ({ param: { name, in: "query" as const }, description });

export const ListQuotesQuery = z.object({
  cursor: z.string().min(1).max(512).optional().meta(query("cursor", "Opaque cursor from a `next` or `previous` link.")),
  // A boolean in the document, as the specification has it; on the wire a query value is
  // text, so the two words are what arrives.
  isBackwards: z
    .enum(["true", "false"], { message: "Must be true or false." })
    .default("false")
    .transform((value) => value === "true")
    .meta({ ...query("isBackwards", "true: the page before the cursor; false (default): the page after it."), type: "boolean", default: false }),
  pageSize: z.coerce.number().int().min(1).max(100).default(10).meta(query("pageSize", "1 to 100, default 10.")),
  sort: z.enum(QUOTE_SORTS).default("createdAt").meta(query("sort", "Sort field, default createdAt; ties are broken by id.")),
  order: z.enum(["desc", "asc"]).default("desc").meta(query("order", "Default desc (newest first).")),
  serviceEnquiryReference: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta(query("serviceEnquiryReference", "Only quotes of the enquiry with this serviceReference; 404 when this account has none.")),
  enquiryExternalId: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta(query("enquiryExternalId", "Only quotes of the enquiry with this externalId; 404 when this account has none.")),
});
export type ListQuotesQuery = z.infer<typeof ListQuotesQuery>;

// ------------------------------------------------------------------ as the portal reads quotes

// The portal may talk to a remote provider, which may leave out a charge's `grossCost`
// (the specification requires it, providers are not always strict). The typed client
// therefore parses with these lenient schemas: `grossCost` may be missing (the portal then
// estimates it) or null (on request). The built-in service and the OpenAPI document keep
// the strict schemas above, so this service always sends it.

export const ReceivedAdditionalCharge = AdditionalCharge.extend({ grossCost: Money.nullable().optional() });
export type ReceivedAdditionalCharge = z.infer<typeof ReceivedAdditionalCharge>;
export const ReceivedUnit = Unit.extend({ additionalCharges: z.array(ReceivedAdditionalCharge).optional() });
export type ReceivedUnit = z.infer<typeof ReceivedUnit>;
export const ReceivedProperty = Property.extend({ units: z.array(ReceivedUnit).optional() });
export type ReceivedProperty = z.infer<typeof ReceivedProperty>;
export const ReceivedQuoteItem = QuoteItem.extend({ property: ReceivedProperty });
export type ReceivedQuoteItem = z.infer<typeof ReceivedQuoteItem>;
export const ReceivedQuote = Quote.extend({ items: z.array(ReceivedQuoteItem) });
export type ReceivedQuote = z.infer<typeof ReceivedQuote>;
export const ReceivedQuoteListResponse = QuoteListResponse.extend({ data: z.array(ReceivedQuote) });
