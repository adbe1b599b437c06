import createClient from "openapi-fetch";
import type { paths } from "./schema";

// An integrator's program, written against types generated from the served OpenAPI
// document with openapi-typescript and called through openapi-fetch: every operation once,
// in the order the sandbox accepts them. It type-checks strictly or the test fails, so a
// change of the document that breaks generated clients is seen here.

export type TourStep = { operationId: string; status: number };

function expectStatus(step: TourStep, expected: number): void {
  if (step.status !== expected) throw new Error(`${step.operationId} answered ${step.status}, expected ${expected}`);
}

export async function tour(baseUrl: string, provisioningToken: string, webhookUrl: string): Promise<TourStep[]> {
  const steps: TourStep[] = [];
  const record = (operationId: string, response: Response, expected: number) => {
    const step = { operationId, status: response.status };
    steps.push(step);
    expectStatus(step, expected);
  };

  const anonymous = createClient<paths>({ baseUrl });
  const provisioned = await anonymous.POST("/external-api/v1/sandbox/accounts", {
    headers: { "X-Provisioning-Token": provisioningToken },
    body: { accountName: `portal:tour${Date.now()}` },
  });
  record("provisionSandboxAccount", provisioned.response, 201);
  const apiKey: string = provisioned.data!.data.apiKey;

  const client = createClient<paths>({ baseUrl, headers: { "X-Api-Key": apiKey } });
  const externalId = `tour-${Date.now()}`;
  const created = await client.POST("/external-api/v1/enquiries", {
    body: {
      checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-04" },
      clientReference: `TOUR-${externalId}`,
      externalId,
      enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
      guestNumbers: { adults: 2 },
      leadGuest: { givenName: "Ada", familyName: "Lovelace" },
      clientBooker: { contactNumber: null, email: "bea.booker@acme.example", familyName: "Booker", givenName: "Bea" },
    },
  });
  record("createEnquiry", created.response, 201);
  const state: "NEW" | undefined = created.data?.data.enquiryState?.state === "NEW" ? "NEW" : undefined;
  if (!state) throw new Error("a new enquiry is NEW");

  const read = await client.GET("/external-api/v1/enquiries/{id}", { params: { path: { id: externalId } } });
  record("getEnquiry", read.response, 200);
  const missing = await client.GET("/external-api/v1/enquiries/{id}", { params: { path: { id: "no-such-enquiry" } } });
  // The error is typed: its `type` is one of the codes the document lists for a 404.
  const notFound: "RESOURCE_NOT_FOUND" | "VALIDATION_ERROR" | "INTERNAL_SERVER_ERROR" | "about:blank" | undefined = missing.error?.type;
  if (notFound !== "RESOURCE_NOT_FOUND") throw new Error(`an unknown enquiry is RESOURCE_NOT_FOUND, not ${String(notFound)}`);

  const moved = await client.POST("/external-api/v1/sandbox/enquiries/{id}/change-state", {
    params: { path: { id: externalId } },
    body: { enquiryState: "QUOTED" },
  });
  record("changeSandboxEnquiryState", moved.response, 204);

  const quotes = await client.GET("/external-api/v1/quotes", {
    params: { query: { enquiryExternalId: externalId, isBackwards: false, pageSize: 10, sort: "createdAt", order: "desc" } },
  });
  record("listQuotes", quotes.response, 200);
  const firstPrice: number | undefined = quotes.data?.data[0]?.items[0]?.property.units?.[0]?.priceBreakdown?.wholeStay.includingTax;
  if (typeof firstPrice !== "number") throw new Error("a quote's unit has a price");

  const quote = quotes.data?.data[0];
  const item = quote?.items[0];
  const unitName = item?.property.units?.[0]?.unitName;
  if (!quote || !item || !unitName) throw new Error("the quote has an item with a unit");
  const preferred = await client.PUT("/external-api/v1/enquiries/{id}/client-preference", {
    params: { path: { id: externalId } },
    body: { quoteId: quote.id, quoteItemId: item.id, unitName, note: "A high floor, please." },
  });
  record("updateClientPreference", preferred.response, 200);

  // The messages extension: a file is uploaded as it is (its bytes the body), then sent with a message.
  const pdf = "%PDF-1.4\n%%EOF\n";
  const uploaded = await client.POST("/external-api/v1/enquiries/{id}/attachments", {
    params: { path: { id: externalId }, query: { filename: "plan.pdf" } },
    body: pdf,
    bodySerializer: (body: string) => body,
    headers: { "Content-Type": "application/octet-stream" },
  });
  record("createEnquiryAttachment", uploaded.response, 201);
  const attachmentId = uploaded.data?.data.id;
  const detected: "application/pdf" | "image/png" | "image/jpeg" | "image/webp" | undefined = uploaded.data?.data.contentType;
  if (!attachmentId || detected !== "application/pdf") throw new Error("the file is kept as a PDF");
  const posted = await client.POST("/external-api/v1/enquiries/{id}/messages", {
    params: { path: { id: externalId }, header: { "idempotency-key": `tour-${externalId}` } },
    body: { text: "Is there a lift?", authorName: "Ada", attachmentIds: [attachmentId] },
  });
  record("createEnquiryMessage", posted.response, 201);
  const messages = await client.GET("/external-api/v1/enquiries/{id}/messages", { params: { path: { id: externalId }, query: { pageSize: 20 } } });
  record("listEnquiryMessages", messages.response, 200);
  const side: "AGENT" | "PROVIDER" | undefined = messages.data?.data[0]?.author.side;
  if (side !== "AGENT") throw new Error("the message is the agent's");
  const file = await client.GET("/external-api/v1/enquiries/{id}/attachments/{attachmentId}", {
    params: { path: { id: externalId, attachmentId } },
    parseAs: "arrayBuffer",
  });
  record("getEnquiryAttachment", file.response, 200);

  // The amendments extension: the quoted enquiry's party grows; the change is listed, from and to.
  const amended = await client.POST("/external-api/v1/enquiries/{id}/amendments", {
    params: { path: { id: externalId }, header: { "idempotency-key": `tour-amend-${externalId}` } },
    body: { guestNumbers: { adults: 3, children: 0, infants: 0 }, authorName: "Ada" },
  });
  record("createEnquiryAmendment", amended.response, 201);
  const amendments = await client.GET("/external-api/v1/enquiries/{id}/amendments", { params: { path: { id: externalId }, query: { pageSize: 20 } } });
  record("listEnquiryAmendments", amendments.response, 200);
  const change = amendments.data?.data[0]?.changes[0];
  if (amendments.data?.data[0]?.version !== 2 || change?.field !== "guestNumbers" || change.to.adults !== 3) throw new Error("the amendment is version 2 and says the party grew");

  const webhook = await client.POST("/external-api/v1/webhooks", { body: { url: webhookUrl, events: ["ENQUIRY.CREATED"], description: "tour" } });
  record("createWebhook", webhook.response, 201);
  const webhookId: string = webhook.data!.data.id;

  record("listWebhooks", (await client.GET("/external-api/v1/webhooks")).response, 200);
  record("getWebhook", (await client.GET("/external-api/v1/webhooks/{id}", { params: { path: { id: webhookId } } })).response, 200);
  const updated = await client.PUT("/external-api/v1/webhooks/{id}", {
    params: { path: { id: webhookId } },
    body: { url: webhookUrl, events: [], description: null },
  });
  record("updateWebhook", updated.response, 200);

  const triggered = await client.POST("/external-api/v1/sandbox/enquiries/{id}/trigger-webhook-event", {
    params: { path: { id: externalId } },
    body: { eventType: "ENQUIRY.CREATED" },
  });
  record("triggerSandboxWebhookEvent", triggered.response, 204);

  const deliveries = await client.GET("/external-api/v1/webhooks/{id}/deliveries", { params: { path: { id: webhookId }, query: { pageSize: 10 } } });
  record("listWebhookDeliveries", deliveries.response, 200);
  const deliveryId = deliveries.data?.data[0]?.id;
  if (!deliveryId) throw new Error("the triggered event has a delivery");
  const retried = await client.POST("/external-api/v1/webhooks/{id}/deliveries/{deliveryId}/retry", {
    params: { path: { id: webhookId, deliveryId } },
  });
  record("retryWebhookDelivery", retried.response, 202);

  const key = await client.GET("/external-api/v1/webhook-verification-key");
  record("getWebhookVerificationKey", key.response, 200);
  const algorithm: "HMAC-SHA256" | undefined = key.data?.data.algorithm;
  if (algorithm !== "HMAC-SHA256") throw new Error("the key is for HMAC-SHA256");

  const profile = await client.PUT("/external-api/v1/account/profile", { body: { displayName: "Tour Travel" } });
  record("updateAccountProfile", profile.response, 200);
  if (profile.data?.data.displayName !== "Tour Travel") throw new Error("the account is named as asked");

  record("deleteWebhook", (await client.DELETE("/external-api/v1/webhooks/{id}", { params: { path: { id: webhookId } } })).response, 204);

  const withdrawn = await client.POST("/external-api/v1/enquiries/{id}/withdrawal", { params: { path: { id: externalId } } });
  record("createEnquiryWithdrawal", withdrawn.response, 200);
  if (withdrawn.data?.data.enquiryState?.state !== "CLOSED") throw new Error("the withdrawn enquiry is closed");

  // The booking changes extension, on a second enquiry that the sandbox books.
  const bookedId = `${externalId}-booked`;
  const second = await client.POST("/external-api/v1/enquiries", {
    body: {
      checkInOut: { checkIn: "2027-05-01", checkOut: "2027-05-04" },
      clientReference: `TOUR-${bookedId}`,
      externalId: bookedId,
      enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
      guestNumbers: { adults: 2 },
      leadGuest: { givenName: "Ada", familyName: "Lovelace" },
      clientBooker: { contactNumber: null, email: "bea.booker@acme.example", familyName: "Booker", givenName: "Bea" },
    },
  });
  expectStatus({ operationId: "createEnquiry", status: second.response.status }, 201);
  const quoted = await client.POST("/external-api/v1/sandbox/enquiries/{id}/change-state", { params: { path: { id: bookedId } }, body: { enquiryState: "QUOTED" } });
  expectStatus({ operationId: "changeSandboxEnquiryState", status: quoted.response.status }, 204);
  const booking = await client.POST("/external-api/v1/sandbox/enquiries/{id}/booking", { params: { path: { id: bookedId } } });
  record("createSandboxBooking", booking.response, 201);
  const bookingId = booking.data?.data.bookingId;
  const firstVersion = booking.data?.data.versions[0];
  const total: string | undefined = firstVersion?.total.amount;
  if (!bookingId || !firstVersion || typeof total !== "string") throw new Error("the booking has version 1 with its total as text");

  const asked = await client.POST("/external-api/v1/bookings/{id}/changes", {
    params: { path: { id: bookingId }, header: { "idempotency-key": `tour-change-${bookingId}` } },
    body: { kind: "EXTEND", checkOut: "2027-05-06", note: "Two more nights." },
  });
  record("createBookingChange", asked.response, 201);
  const waiting: "REQUESTED" | "ACCEPTED" | "DECLINED" | "WITHDRAWN" | undefined = asked.data?.data.state;
  if (waiting !== "REQUESTED" || !asked.data) throw new Error("the change waits for the provider");
  const history = await client.GET("/external-api/v1/bookings/{id}/changes", { params: { path: { id: bookingId } } });
  record("getBookingChanges", history.response, 200);
  const taken = await client.POST("/external-api/v1/bookings/{id}/changes/{changeId}/withdrawal", { params: { path: { id: bookingId, changeId: asked.data.data.id } } });
  record("createBookingChangeWithdrawal", taken.response, 200);

  const guests = await client.POST("/external-api/v1/bookings/{id}/changes", { params: { path: { id: bookingId } }, body: { kind: "GUESTS", guestNumbers: { adults: 3 } } });
  if (guests.response.status !== 201 || !guests.data) throw new Error("a second change is asked for once the first is withdrawn");
  const declined = await client.POST("/external-api/v1/sandbox/bookings/{id}/changes/{changeId}/decline", {
    params: { path: { id: bookingId, changeId: guests.data.data.id } },
    body: { reason: "The apartment sleeps two." },
  });
  record("declineSandboxBookingChange", declined.response, 200);

  const extend = await client.POST("/external-api/v1/bookings/{id}/changes", { params: { path: { id: bookingId } }, body: { kind: "EXTEND", checkOut: "2027-05-06" } });
  if (extend.response.status !== 201 || !extend.data) throw new Error("an extension is asked for");
  const perNight = firstVersion.priceBreakdown?.perPeriod.amountsExcludingAdditionalCharges;
  if (!perNight) throw new Error("version 1 has the unit's price");
  // Five nights at the quoted rate, no charges: excluding tax and the tax add up to the whole.
  const incl = Math.round(perNight.includingTaxWithBookingFee * 100) * 5;
  const excl = Math.round(perNight.excludingTaxWithBookingFee * 100) * 5;
  const accepted = await client.POST("/external-api/v1/sandbox/bookings/{id}/changes/{changeId}/accept", {
    params: { path: { id: bookingId, changeId: extend.data.data.id } },
    body: {
      priceBreakdown: {
        currency: firstVersion.total.currency,
        wholeStay: { excludingTax: excl / 100, includingTax: incl / 100, taxAmount: (incl - excl) / 100 },
        perPeriod: { period: "NIGHTLY", amountsExcludingAdditionalCharges: { excludingTaxWithBookingFee: perNight.excludingTaxWithBookingFee, includingTaxWithBookingFee: perNight.includingTaxWithBookingFee } },
      },
    },
  });
  record("acceptSandboxBookingChange", accepted.response, 200);
  if (accepted.data?.data.version !== 2) throw new Error("the accepted change made version 2");
  return steps;
}
