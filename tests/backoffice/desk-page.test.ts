import { beforeAll, describe, expect, it } from "vitest";
import { ClientPreference } from "@/lib/contract/client-preference";
import { Enquiry } from "@/lib/contract/enquiry";
import { Quote } from "@/lib/contract/quote";
import { getPrisma } from "@/lib/db/prisma";
import { acceptQuoteItem } from "@/lib/service/backoffice/accept-quote-item";
import type { Actor } from "@/lib/service/backoffice/actor";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { getDeskPage } from "@/lib/service/backoffice/get-desk-page";
import { sendQuote } from "@/lib/service/backoffice/send-quote";
import { startShortlisting } from "@/lib/service/backoffice/start-shortlisting";
import { DeskQuery } from "@/lib/service/backoffice/web/desk-query";
import { ServiceError } from "@/lib/service/errors";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The back office's enquiry page reads one function, in the API's own shapes, and its
// query string leniently: what a specialist types into the address bar never breaks it.

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;
let ada: Actor;

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  ({ key } = await newAccount());
  ada = await createSpecialist(getPrisma(), { email: `desk-page-${Date.now()}@provider.test`, name: "Ada Page", password: "correct horse battery" });
});

async function newEnquiry() {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
  expect(res.status).toBe(201);
  return res.json.data.serviceReference as string;
}

describe("the enquiry page's query string", () => {
  it("keeps what is well formed and brings a number within its range", () => {
    expect(DeskQuery.parse({ radiusKm: "10", maxNightlyRate: "250" })).toEqual({ radiusKm: 10, maxNightlyRate: 250, messages: 20 });
    expect(DeskQuery.parse({ radiusKm: " 7 " })).toEqual({ radiusKm: 7, messages: 20 });
    expect(DeskQuery.parse({ radiusKm: "500", maxNightlyRate: "-3" })).toEqual({ radiusKm: 100, maxNightlyRate: 1, messages: 20 });
    expect(DeskQuery.parse({ radiusKm: "0", maxNightlyRate: "9999999" })).toEqual({ radiusKm: 1, maxNightlyRate: 1_000_000, messages: 20 });
    // How many of the conversation's messages: whole, within 20 and 500.
    expect(DeskQuery.parse({ messages: "40" }).messages).toBe(40);
    expect(DeskQuery.parse({ messages: "45.7" }).messages).toBe(45);
    expect(DeskQuery.parse({ messages: "99999" }).messages).toBe(500);
    expect(DeskQuery.parse({ messages: "3" }).messages).toBe(20);
  });

  it("drops a missing, blank, broken or repeated value, so the default applies", () => {
    expect(DeskQuery.parse({})).toEqual({ radiusKm: 25, messages: 20 });
    for (const radiusKm of ["", "   ", "abc", "Infinity", "NaN", ["3", "4"]]) {
      expect(DeskQuery.parse({ radiusKm, maxNightlyRate: radiusKm, messages: radiusKm })).toEqual({ radiusKm: 25, messages: 20 });
    }
  });
});

describe("the back office's page of one enquiry", () => {
  it("is the enquiry, its quotes and the client's preference as the API answers them, with the moves the specialist may make", async () => {
    const ref = await newEnquiry();
    const fresh = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(Enquiry.parse(fresh.enquiry)).toEqual(fresh.enquiry);
    expect(fresh.enquiry).toEqual((await call(app, "GET", `/external-api/v1/enquiries/${ref}`, { key })).json.data);
    expect(fresh.moves).toEqual(["ASSIGN", "SHORTLIST", "CLOSE"]);
    expect(fresh.search).toBeNull();
    expect(fresh.quotes).toEqual([]);
    expect(fresh.booking).toBeNull();
    expect(fresh.version).not.toBe("");

    await startShortlisting(ref, ada);
    const shortlisting = await getDeskPage(ref, ada.name, { radiusKm: 10, maxNightlyRate: 500 });
    expect(shortlisting.moves).toContain("QUOTE");
    expect(shortlisting.search).toMatchObject({ radiusKm: 10, maxNightlyRate: 500, guests: 3 });
    expect(shortlisting.search!.hits.length).toBeGreaterThan(0);
    for (const hit of shortlisting.search!.hits) {
      expect(hit.distanceKm).toBeLessThanOrEqual(10);
      for (const unit of hit.units) expect(unit.nightlyRate).toBeLessThanOrEqual(500);
    }
    expect(shortlisting.actions.map((a) => [a.action, a.by])).toEqual([["SHORTLIST", "Ada Page"]]);

    const hits = shortlisting.search!.hits.slice(0, 2);
    const { quoteId } = await sendQuote(ref, ada, {
      description: "Two flats",
      notes: "",
      items: hits.map((h) => ({ propertyId: h.propertyId, units: [{ unitId: h.units[0]!.id }] })),
    });
    const listed = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}&pageSize=100`, { key })).json.data;
    const itemId = listed[0].items[1].id as string;
    const unitName = listed[0].items[1].property.units[0].unitName as string;
    const put = await call(app, "PUT", `/external-api/v1/enquiries/${ref}/client-preference`, { key, body: { quoteId, quoteItemId: itemId, unitName, note: "Near the park" } });
    expect(put.status).toBe(200);

    const quoted = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(quoted.quotes.map((q) => Quote.parse(q))).toEqual(quoted.quotes);
    expect(quoted.quotes).toEqual(listed);
    expect(ClientPreference.parse({ ...quoted.preference })).toEqual(put.json.data);
    expect(quoted.moves).toContain("ACCEPT_QUOTE_ITEM");

    const { bookingReference } = await acceptQuoteItem(ref, ada, quoteId, itemId);
    const booked = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(booked.booking).toMatchObject({ reference: bookingReference, state: "PENDING" });
    expect(booked.bookingMoves).toEqual(["SEND_PARTNER_CONFIRMATION", "CANCEL"]);
    expect(booked.quotes[0]!.bookedQuoteItem).toMatchObject({ bookingId: bookingReference, quoteItemId: itemId });
    expect(booked.quotes[0]!.items.map((i) => i.booked)).toEqual([false, true]);
    expect(booked.quotes).toEqual((await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}&pageSize=100`, { key })).json.data);
    expect(booked.search).toBeNull();
  });

  it("offers a closed enquiry only reopening, with no inventory, and an unknown reference is not found", async () => {
    const ref = await newEnquiry();
    await startShortlisting(ref, ada);
    await closeEnquiry(ref, ada, "OTHER");
    const page = await getDeskPage(ref, ada.name, { radiusKm: 25 });
    expect(page.moves).toEqual(["REOPEN"]);
    expect(page.search).toBeNull();
    expect(page.enquiry.enquiryState).toEqual({ state: "CLOSED", closureReason: "OTHER" });

    const missing = await getDeskPage("RNOSUCH1", ada.name, { radiusKm: 25 }).then(() => null, (e: unknown) => e);
    expect(missing).toBeInstanceOf(ServiceError);
    expect((missing as ServiceError).code).toBe("RESOURCE_NOT_FOUND");
  });
});
