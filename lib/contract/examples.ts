import type { AmendEnquiryRequest, EnquiryAmendment } from "./amendment";
import type { AcceptBookingChangeRequest, BookingChange, BookingChangeHistory, BookingVersion, RequestBookingChangeRequest } from "./booking-change";
import type { ClientPreference, ClientPreferenceRequest } from "./client-preference";
import type { ChangeStateRequest } from "./sandbox";
import type { CreateEnquiryRequest, Enquiry } from "./enquiry";
import type { TriggerWebhookEventRequest } from "./event";
import type { CreateMessageRequest, Message, MessageAttachment } from "./message";
import type { ProvisionAccountRequest, ProvisionedAccount } from "./provisioning";
import type { Quote } from "./quote";
import type { Delivery, Webhook } from "./webhook";

// Complete examples of every operation, written once: the OpenAPI document carries them
// (so Postman's import, Prism and the reference page build requests that succeed), the
// reference page shows them, and a test sends each request example to the service.
//
// They tell one story that the sandbox accepts in order: create an enquiry, read it back
// by its externalId, move it to QUOTED, list its quotes, register a webhook, and so on.
// The stay starts 90 days after the day the document is built, so it is always in the
// future. Ids the service generates (a webhook's or a delivery's) cannot be known in
// advance: their examples have the right shape, and a client takes them from the
// response that created them.

function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const CHECK_IN = daysFromToday(90);
const CHECK_OUT = daysFromToday(97);
const CREATED_AT = "2026-11-23T12:03:32Z";
const SERVICE_REFERENCE = "R4E2F3A4";
const CLIENT_REFERENCE = "ACME-2026-0042";
/** The example enquiry's externalId: the id of every enquiry operation's example. */
export const EXAMPLE_EXTERNAL_ID = "acme-7f3c2a";
const WEBHOOK_ID = "5a0b3c1e-8a53-4c2e-9a77-2f1f4b0b9d11";
const DELIVERY_ID = "7b30fb87-759c-4434-8032-c786bc0bc009";
const WEBHOOK_URL = "https://hooks.example.com/staydesk";

const createEnquiry: CreateEnquiryRequest = {
  checkInOut: { checkIn: CHECK_IN, checkOut: CHECK_OUT },
  clientReference: CLIENT_REFERENCE,
  externalId: EXAMPLE_EXTERNAL_ID,
  enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
  guestNumbers: { adults: 2, children: 1, infants: 0 },
  guestRequirements: [{ text: "Quiet floor, away from the lift", type: "GENERAL" }],
  leadGuest: { contactNumber: "+44 20 7946 0958", email: "ada.lovelace@example.com", familyName: "Lovelace", givenName: "Ada" },
  clientBooker: { contactNumber: "+44 20 7946 0000", email: "bea.booker@acme.example", familyName: "Booker", givenName: "Bea" },
};

const enquiry: Enquiry = {
  serviceReference: SERVICE_REFERENCE,
  clientReference: CLIENT_REFERENCE,
  assignedSpecialist: null,
  checkInOut: { checkIn: CHECK_IN, checkOut: CHECK_OUT },
  enquiryLocation: {
    address: { country: "United Kingdom", locality: "London", postalCode: "NW1 6XE", region: "England", streetAddress: "221B Baker Street" },
    coordinates: { latitude: 51.50853, longitude: -0.12574 },
    mapPlaceId: "gn:2643743",
  },
  enquiryState: { state: "NEW", closureReason: null },
  externalId: EXAMPLE_EXTERNAL_ID,
  guestNumbers: { adults: 2, children: 1, infants: 0 },
  guestRequirements: [{ text: "Quiet floor, away from the lift", type: "GENERAL" }],
  leadGuest: createEnquiry.leadGuest as Enquiry["leadGuest"],
  clientBooker: createEnquiry.clientBooker,
  createdAt: CREATED_AT,
};

const quote: Quote = {
    id: "19d3b7f9-0d61-4623-a8b3-d36c003dae54",
    serviceEnquiryReference: SERVICE_REFERENCE,
    clientEnquiryReference: CLIENT_REFERENCE,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    invalidatedAt: null,
    state: "ACTIVE",
    description: `4 serviced apartment options near London for 2 adults and 1 child, ${CHECK_IN} to ${CHECK_OUT} (7 nights).`,
    items: [
      {
        id: "4cae2244-81b2-4720-b724-7f657c77100f",
        property: {
          propertyName: "The Foundry Residences London Riverside",
          propertyUrl: "https://staydesk.example/properties/the-foundry-residences-london-riverside-gn2643743-4",
          locationMapLink: "https://www.openstreetmap.org/?mlat=51.516403&mlon=-0.15319#map=17/51.516403/-0.15319",
          overview: "Bright, modern serviced apartments in the Riverside area of London. The Foundry Residences offers 3 apartment types with a kitchen, fast Wi-Fi and weekly housekeeping, suited to business trips and longer family stays alike.",
          coordinates: {
            latitude: 51.516403,
            longitude: -0.15319
          },
          locationOverview: "A 2-minute walk from the nearest tram stop, with cafés and a bakery on the street. The centre of London is about 6 minutes away by public transport.",
          additionalDetails: "Airport transfers can be booked through reception.",
          termsOfStay: "Check-in from 14:00, check-out by 12:00. Photo ID of every adult guest is required at check-in. No parties or events; quiet hours are 22:00–07:00. The lead guest must be at least 21 years old.",
          images: [
            {
              url: "https://staydesk.example/properties/exterior-2.svg",
              caption: "The building",
              ordering: 1,
              default: true
            }
          ],
          units: [
            {
              unitName: "One-bedroom apartment 2A",
              numberOfBedrooms: 1,
              numberOfBathrooms: 1,
              maxOccupancy: 3,
              unitSize: 50.5,
              features: [
                {
                  key: "WIFI",
                  description: "High-speed Wi-Fi",
                  category: "Technology",
                  subCategory: "Internet",
                  availability: "IMPLICIT",
                  measurableUnitValue: "300 Mbps"
                },
                {
                  key: "LINEN_TOWELS",
                  description: "Bed linen and towels",
                  category: "Housekeeping",
                  subCategory: "Linen",
                  availability: "SUPPLIED",
                  measurableUnitValue: null
                }
              ],
              priceBreakdown: {
                currency: "GBP",
                wholeStay: {
                  excludingTax: 1222.41,
                  includingTax: 1450.06,
                  taxAmount: 227.65
                },
                perPeriod: {
                  period: "NIGHTLY",
                  amountsExcludingAdditionalCharges: {
                    excludingTaxWithBookingFee: 148.32,
                    includingTaxWithBookingFee: 177.98
                  }
                }
              },
              availability: {
                from: CHECK_IN,
                to: CHECK_OUT,
                nights: 7
              },
              additionalCharges: [
                {
                  summary: "Final cleaning at check-out",
                  chargeFormat: {
                    chargeFormatType: "SPECIFIED_RATE",
                    rate: 59
                  },
                  vat: {
                    vatApplicability: "INCLUDED",
                    rate: 20
                  },
                  chargeFrequency: "ONE_OFF",
                  chargedPerGuest: false,
                  commisionable: false,
                  refundable: false,
                  grossCost: 59
                }
              ],
              cancellationPolicies: [
                "Free cancellation until 14 days before check-in; 50% of the stay is charged after that.",
                "Non-refundable: the whole stay is charged at confirmation."
              ],
              notes: "Sleeps 3 in 1 bedroom. The guests' requirement has been passed to the property."
            }
          ],
          address: {
            line1: "133 Park Avenue",
            line2: null,
            townCity: "London",
            region: "England",
            countryCode: "GB",
            country: "United Kingdom",
            postcode: null
          },
          features: [
            {
              key: "RECEPTION",
              description: "Reception desk",
              category: "Building",
              subCategory: "Reception",
              availability: "SUPPLIED",
              measurableUnitValue: "08:00–20:00"
            }
          ]
        },
        distanceFromEnquiryLocation: {
          value: 2.09,
          unit: "KILOMETERS"
        },
        booked: false
      }
    ],
    bookedQuoteItem: null
  };

const webhookRequest = { url: WEBHOOK_URL, events: ["ENQUIRY.CREATED", "QUOTE.CREATED"], description: "Acme booking system" } as const;

const webhook: Webhook = { id: WEBHOOK_ID, ...webhookRequest, events: [...webhookRequest.events], createdAt: CREATED_AT, updatedAt: CREATED_AT };

const delivery: Delivery = {
  id: DELIVERY_ID,
  eventId: "5b3282dc-cfb8-429a-8497-bedcfd5a0425",
  eventType: "ENQUIRY.CREATED",
  status: "SUCCEEDED",
  attemptCount: 1,
  nextAttemptAt: null,
  createdAt: CREATED_AT,
  updatedAt: CREATED_AT,
  attempts: [{ attempt: 1, createdAt: CREATED_AT, statusCode: 200, durationMs: 42, error: null, responseBody: "ok" }],
};

const quoteItem = quote.items[0]!;
const unit = quoteItem.property.units![0]!;
const preferenceRequest: ClientPreferenceRequest = {
  quoteId: quote.id,
  quoteItemId: quoteItem.id,
  unitName: unit.unitName,
  note: "The client would like a high floor.",
};
const preference: ClientPreference = {
  serviceReference: enquiry.serviceReference,
  quoteId: quote.id,
  quoteItemId: quoteItem.id,
  propertyName: quoteItem.property.propertyName,
  unitName: unit.unitName,
  note: "The client would like a high floor.",
  updatedAt: CREATED_AT,
};

// The client's plans move by a day and a third adult joins: the quoted enquiry is amended.
const amendRequest: AmendEnquiryRequest = {
  checkInOut: { checkIn: daysFromToday(91), checkOut: daysFromToday(98) },
  guestNumbers: { adults: 3, children: 1, infants: 0 },
  authorName: "Ana Silva",
};
const amendment: EnquiryAmendment = {
  id: "0193a0c4-5e6f-7a8b-9c0d-e1f2a3b4c5d6",
  enquiryId: SERVICE_REFERENCE,
  version: 2,
  changes: [
    { field: "checkInOut", from: enquiry.checkInOut, to: { checkIn: daysFromToday(91), checkOut: daysFromToday(98) } },
    { field: "guestNumbers", from: enquiry.guestNumbers, to: { adults: 3, children: 1, infants: 0 } },
  ],
  authorName: "Ana Silva",
  createdAt: CREATED_AT,
};
const amended: Enquiry = { ...enquiry, checkInOut: amendment.changes[0]!.to as Enquiry["checkInOut"], guestNumbers: { adults: 3, children: 1, infants: 0 } };

const withdrawn: Enquiry = { ...amended, enquiryState: { state: "CLOSED", closureReason: "BOOKED_ELSEWHERE_COMPETITOR" } };

// A file is uploaded as it is; this one is a small PDF, whose bytes are text.
const PDF_FILE = "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const ATTACHMENT_ID = "0193a0c2-7d1e-7c4a-9f2b-5a1d3e4f6a7b";
const attachment: MessageAttachment = { id: ATTACHMENT_ID, filename: "floor-plan.pdf", contentType: "application/pdf", size: PDF_FILE.length };
const messageRequest: CreateMessageRequest = {
  text: "Is there a lift in the building? The lead guest uses a wheelchair.\nThe floor plan we were sent is attached.",
  authorName: "Ana Silva",
  attachmentIds: [ATTACHMENT_ID],
};
const message: Message = {
  id: "0193a0c3-1b2c-7d4e-8f90-a1b2c3d4e5f6",
  enquiryId: SERVICE_REFERENCE,
  author: { side: "AGENT", name: messageRequest.authorName },
  text: messageRequest.text,
  attachments: [attachment],
  createdAt: CREATED_AT,
};
const ATTACHMENT_VARIABLES = { id: "externalId", attachmentId: "attachmentId" };

const changeState: ChangeStateRequest = { enquiryState: "QUOTED" };
const triggerEvent: TriggerWebhookEventRequest = { eventType: "ENQUIRY.CREATED" };
const provision: ProvisionAccountRequest = { accountName: "portal:4f9c2d1e", label: "portal", displayName: "Demo Travel" };
const provisioned: ProvisionedAccount = {
  accountName: "portal:4f9c2d1e",
  displayName: "Demo Travel",
  environment: "sandbox",
  apiKey: "sd_test_Xb2TQk9wq1mXf0ZpV7c3RrYH4nLsa8dJeKuW6oGiBtM",
  keyPrefix: "sd_test_Xb2T",
  revokedKeys: 0,
};

// The booking's story, on a second enquiry of the same stay (the first is withdrawn): the
// sandbox books it, and its changes are asked for, withdrawn, declined and accepted.
const BOOKED_EXTERNAL_ID = "acme-b00k3d";
const BOOKED_CLIENT_REFERENCE = "ACME-2026-0043";
const BOOKED_REFERENCE = "R9B2K7QX";
const BOOKING_ID = "B7K2M9QX";
const CHANGE_ID = "0193a0d1-2b3c-7d4e-8f90-a1b2c3d4e5f6";
const EXTENDED_CHECK_OUT = daysFromToday(104);
const bookedEnquiryRequest: CreateEnquiryRequest = { ...createEnquiry, externalId: BOOKED_EXTERNAL_ID, clientReference: BOOKED_CLIENT_REFERENCE };
const bookedEnquiry: Enquiry = { ...enquiry, serviceReference: BOOKED_REFERENCE, externalId: BOOKED_EXTERNAL_ID, clientReference: BOOKED_CLIENT_REFERENCE };
const BOOKED_VARIABLES = { id: "externalId" };
const BOOKING_VARIABLES = { id: "bookingId" };
const CHANGE_VARIABLES = { id: "bookingId", changeId: "changeId" };

// The booked unit's price for the 7 nights: 7 × £177.98 and the cleaning, £1,304.86.
const unitPrice = { ...unit.priceBreakdown!, wholeStay: { excludingTax: 1087.41, includingTax: 1304.86, taxAmount: 217.45 } };
const firstVersion: BookingVersion = {
  version: 1,
  changeId: null,
  kind: null,
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  nights: 7,
  guestNumbers: enquiry.guestNumbers,
  leadGuest: enquiry.leadGuest,
  unitName: unit.unitName,
  cancelled: false,
  priceBreakdown: unitPrice,
  charges: [{ summary: "Final cleaning at check-out", amount: "59.00" }],
  cancellationCharge: null,
  total: { currency: "GBP", amount: "1304.86" },
  difference: null,
  createdAt: CREATED_AT,
};
// 14 nights at £177.98 and the cleaning: 2,491.72 + 59.00.
const extendedPrice: AcceptBookingChangeRequest = {
  priceBreakdown: {
    currency: "GBP",
    wholeStay: { excludingTax: 2125.6, includingTax: 2550.72, taxAmount: 425.12 },
    perPeriod: { period: "NIGHTLY", amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: 148.32, includingTaxWithBookingFee: 177.98 } },
  },
  charges: [{ summary: "Final cleaning at check-out", amount: "59.00" }],
};
const extendRequest: RequestBookingChangeRequest = { kind: "EXTEND", checkOut: EXTENDED_CHECK_OUT, note: "The project runs a week longer.", authorName: "Ana Silva" };
const guestsRequest: RequestBookingChangeRequest = { kind: "GUESTS", guestNumbers: { adults: 3, children: 1, infants: 0 }, authorName: "Ana Silva" };
const requested: BookingChange = {
  id: CHANGE_ID,
  bookingId: BOOKING_ID,
  enquiryId: BOOKED_REFERENCE,
  kind: "EXTEND",
  state: "REQUESTED",
  checkOut: EXTENDED_CHECK_OUT,
  guestNumbers: null,
  leadGuest: null,
  note: "The project runs a week longer.",
  authorName: "Ana Silva",
  version: null,
  priceBreakdown: null,
  cancellationCharge: null,
  difference: null,
  declineReason: null,
  answeredBy: null,
  createdAt: CREATED_AT,
  answeredAt: null,
};
const guestsRequested: BookingChange = { ...requested, kind: "GUESTS", checkOut: null, guestNumbers: { adults: 3, children: 1, infants: 0 }, note: null };
const booked: BookingChangeHistory = { bookingId: BOOKING_ID, enquiryId: BOOKED_REFERENCE, state: "PENDING", version: 1, changes: [], versions: [firstVersion] };
const accepted: BookingChange = {
  ...requested,
  state: "ACCEPTED",
  version: 2,
  priceBreakdown: extendedPrice.priceBreakdown!,
  difference: { currency: "GBP", amount: "+1245.86" },
  answeredBy: "Priya Raman",
  answeredAt: CREATED_AT,
};

export type OperationExample = {
  /** Path and query parameters by name, as strings. */
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  response: { status: number; body?: unknown };
  /** Values a client keeps in a variable (an id the service generates, or one it made up), by path or query parameter name. */
  variables?: Record<string, string>;
  /** Values that must be new on every run (unique per account): the variable that holds a fresh one, by the example value it replaces. */
  fresh?: Record<string, string>;
  /** Variables to keep from the success response, by the path of the value in it. */
  save?: Record<string, string>;
  /** Values of the request body that an earlier answer gave: the variable that holds it, by the example value it replaces. */
  carried?: Record<string, string>;
};

const WEBHOOK_VARIABLES = { id: "webhookId" };
const ENQUIRY_VARIABLES = { id: "externalId" };

/**
 * One entry per operation, keyed by method and path under /external-api/v1, in the
 * order a client would call them in the sandbox. An operation called again later in the
 * story (a second enquiry, a booking's second change) has a further entry, its key ending
 * in `#2`, `#3` …, with its own example.
 */
export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  "POST /sandbox/accounts": { body: provision, response: { status: 201, body: { data: provisioned } } },
  "POST /enquiries": {
    body: createEnquiry,
    fresh: { [EXAMPLE_EXTERNAL_ID]: "externalId", [CLIENT_REFERENCE]: "clientReference" },
    response: { status: 201, body: { data: enquiry } },
  },
  "GET /enquiries/{id}": { params: { id: EXAMPLE_EXTERNAL_ID }, variables: ENQUIRY_VARIABLES, response: { status: 200, body: { data: enquiry } } },
  "POST /sandbox/enquiries/{id}/change-state": { params: { id: EXAMPLE_EXTERNAL_ID }, variables: ENQUIRY_VARIABLES, body: changeState, response: { status: 204 } },
  "GET /quotes": {
    variables: { enquiryExternalId: "externalId" },
    query: { enquiryExternalId: EXAMPLE_EXTERNAL_ID, pageSize: 10, sort: "createdAt", order: "desc", isBackwards: false },
    response: { status: 200, body: { data: [quote], pagination: { next: null, previous: null } } },
    save: { quoteId: "data.0.id", quoteItemId: "data.0.items.0.id", unitName: "data.0.items.0.property.units.0.unitName" },
  },
  // The body's ids are the quote's of GET /quotes above: a client takes them from that answer.
  "PUT /enquiries/{id}/client-preference": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    carried: { [quote.id]: "quoteId", [quoteItem.id]: "quoteItemId", [unit.unitName]: "unitName" },
    body: preferenceRequest,
    response: { status: 200, body: { data: preference } },
  },
  "POST /enquiries/{id}/attachments": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    query: { filename: attachment.filename },
    body: PDF_FILE,
    response: { status: 201, body: { data: attachment } },
    save: { attachmentId: "data.id" },
  },
  // The body's attachment is the one just uploaded: a client takes its id from that answer.
  "POST /enquiries/{id}/messages": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    carried: { [ATTACHMENT_ID]: "attachmentId" },
    body: messageRequest,
    response: { status: 201, body: { data: message } },
  },
  "GET /enquiries/{id}/messages": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    query: { pageSize: 20 },
    response: { status: 200, body: { data: [message], pagination: { next: null } } },
  },
  "POST /enquiries/{id}/amendments": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    body: amendRequest,
    response: { status: 201, body: { data: amendment } },
  },
  "GET /enquiries/{id}/amendments": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    query: { pageSize: 20 },
    response: { status: 200, body: { data: [amendment], pagination: { next: null } } },
  },
  // The file's bytes, not JSON.
  "GET /enquiries/{id}/attachments/{attachmentId}": {
    params: { id: EXAMPLE_EXTERNAL_ID, attachmentId: ATTACHMENT_ID },
    variables: ATTACHMENT_VARIABLES,
    response: { status: 200 },
  },
  "POST /webhooks": { body: webhookRequest, response: { status: 201, body: { data: webhook } }, save: { webhookId: "data.id" } },
  "GET /webhooks": { response: { status: 200, body: { data: [webhook] } } },
  "GET /webhooks/{id}": { params: { id: WEBHOOK_ID }, variables: WEBHOOK_VARIABLES, response: { status: 200, body: { data: webhook } } },
  "PUT /webhooks/{id}": {
    params: { id: WEBHOOK_ID },
    variables: WEBHOOK_VARIABLES,
    body: { ...webhookRequest, description: "Acme booking system (all events)", events: [] },
    response: { status: 200, body: { data: { ...webhook, description: "Acme booking system (all events)", events: [] } } },
  },
  "POST /sandbox/enquiries/{id}/trigger-webhook-event": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    body: triggerEvent,
    response: { status: 204 },
  },
  "GET /webhooks/{id}/deliveries": {
    params: { id: WEBHOOK_ID },
    variables: WEBHOOK_VARIABLES,
    query: { pageSize: 10 },
    save: { deliveryId: "data.0.id" },
    response: { status: 200, body: { data: [delivery], pagination: { next: null } } },
  },
  "POST /webhooks/{id}/deliveries/{deliveryId}/retry": {
    params: { id: WEBHOOK_ID, deliveryId: DELIVERY_ID },
    variables: { ...WEBHOOK_VARIABLES, deliveryId: "deliveryId" },
    response: { status: 202, body: { data: { ...delivery, status: "PENDING", nextAttemptAt: CREATED_AT } } },
  },
  "PUT /account/profile": {
    body: { displayName: "Demo Travel" },
    response: { status: 200, body: { data: { accountName: "portal:4f9c2d1e", displayName: "Demo Travel" } } },
  },
  "GET /webhook-verification-key": {
    response: { status: 200, body: { data: { key: "S5fjf4pcTz1tjRf_Rm1a8XMKlh_-AJx1BlEHLYf7iT8", algorithm: "HMAC-SHA256", signatureEncoding: "base64" } } },
  },
  "DELETE /webhooks/{id}": { params: { id: WEBHOOK_ID }, variables: WEBHOOK_VARIABLES, response: { status: 204 } },
  // It closes the story's enquiry.
  "POST /enquiries/{id}/withdrawal": {
    params: { id: EXAMPLE_EXTERNAL_ID },
    variables: ENQUIRY_VARIABLES,
    response: { status: 200, body: { data: withdrawn } },
  },
  // Then a second enquiry, which the sandbox books, and the booking's changes.
  "POST /enquiries#2": {
    body: bookedEnquiryRequest,
    fresh: { [BOOKED_EXTERNAL_ID]: "externalId", [BOOKED_CLIENT_REFERENCE]: "clientReference" },
    response: { status: 201, body: { data: bookedEnquiry } },
  },
  "POST /sandbox/enquiries/{id}/change-state#2": { params: { id: BOOKED_EXTERNAL_ID }, variables: BOOKED_VARIABLES, body: changeState, response: { status: 204 } },
  "POST /sandbox/enquiries/{id}/booking": {
    params: { id: BOOKED_EXTERNAL_ID },
    variables: BOOKED_VARIABLES,
    response: { status: 201, body: { data: booked } },
    save: { bookingId: "data.bookingId" },
  },
  "POST /bookings/{id}/changes": {
    params: { id: BOOKING_ID },
    variables: BOOKING_VARIABLES,
    body: extendRequest,
    response: { status: 201, body: { data: requested } },
    save: { changeId: "data.id" },
  },
  "GET /bookings/{id}/changes": {
    params: { id: BOOKING_ID },
    variables: BOOKING_VARIABLES,
    response: { status: 200, body: { data: { ...booked, changes: [requested] } } },
  },
  // The agent changes their mind: the change waiting is taken back.
  "POST /bookings/{id}/changes/{changeId}/withdrawal": {
    params: { id: BOOKING_ID, changeId: CHANGE_ID },
    variables: CHANGE_VARIABLES,
    response: { status: 200, body: { data: { ...requested, state: "WITHDRAWN", answeredAt: CREATED_AT } } },
  },
  "POST /bookings/{id}/changes#2": {
    params: { id: BOOKING_ID },
    variables: BOOKING_VARIABLES,
    body: guestsRequest,
    response: { status: 201, body: { data: guestsRequested } },
    save: { changeId: "data.id" },
  },
  "POST /sandbox/bookings/{id}/changes/{changeId}/decline": {
    params: { id: BOOKING_ID, changeId: CHANGE_ID },
    variables: CHANGE_VARIABLES,
    body: { reason: "The apartment sleeps three at most." },
    response: { status: 200, body: { data: { ...guestsRequested, state: "DECLINED", declineReason: "The apartment sleeps three at most.", answeredBy: "Priya Raman", answeredAt: CREATED_AT } } },
  },
  "POST /bookings/{id}/changes#3": {
    params: { id: BOOKING_ID },
    variables: BOOKING_VARIABLES,
    body: extendRequest,
    response: { status: 201, body: { data: requested } },
    save: { changeId: "data.id" },
  },
  // Last: the booking is extended, as version 2 with its price.
  "POST /sandbox/bookings/{id}/changes/{changeId}/accept": {
    params: { id: BOOKING_ID, changeId: CHANGE_ID },
    variables: CHANGE_VARIABLES,
    body: extendedPrice,
    response: { status: 200, body: { data: accepted } },
  },
};

/** The operation an example is for: a key with `#2`, `#3` … is the same operation once more, later in the story. */
export function exampleOperation(key: string): string {
  return key.replace(/#\d+$/, "");
}
