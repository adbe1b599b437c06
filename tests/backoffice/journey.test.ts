import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { acceptQuoteItem } from "@/lib/service/backoffice/accept-quote-item";
import type { Actor } from "@/lib/service/backoffice/actor";
import { assignSpecialist } from "@/lib/service/backoffice/assign-specialist";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { getDeskEnquiry } from "@/lib/service/backoffice/get-desk-enquiry";
import { listQueue } from "@/lib/service/backoffice/list-queue";
import { moveBooking } from "@/lib/service/backoffice/move-booking";
import { reopenEnquiry } from "@/lib/service/backoffice/reopen-enquiry";
import { searchInventory } from "@/lib/service/backoffice/search-inventory";
import { sendQuote } from "@/lib/service/backoffice/send-quote";
import { startShortlisting } from "@/lib/service/backoffice/start-shortlisting";
import { ServiceError } from "@/lib/service/errors";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";
import { eventsInOrder } from "../helpers/raw";

let app: Awaited<ReturnType<typeof serviceApp>>;
let key: string;
let ada: Actor;
let bob: Actor;

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  ({ key } = await newAccount());
  ada = await createSpecialist(getPrisma(), { email: `ada-${Date.now()}@provider.test`, name: "Ada Desk", password: "correct horse battery" });
  bob = await createSpecialist(getPrisma(), { email: `bob-${Date.now()}@provider.test`, name: "Bob Desk", password: "correct horse battery" });
});

async function newEnquiry(overrides: Record<string, unknown> = {}) {
  const res = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody(overrides) });
  expect(res.status).toBe(201);
  return res.json.data.serviceReference as string;
}

const getEnquiry = async (ref: string) => (await call(app, "GET", `/external-api/v1/enquiries/${ref}`, { key })).json.data;

async function events(ref: string) {
  const enquiry = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: ref } });
  const rows = await eventsInOrder(enquiry.id);
  return rows.map((r) => ({ type: r.type, data: (JSON.parse(r.body) as { data: any }).data }));
}
// The service's own view of a quote: GET /quotes filtered by the enquiry.
async function getQuote(ref: string, quoteId: string) {
  const res = await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}&pageSize=100`, { key });
  expect(res.status).toBe(200);
  return (res.json.data as { id: string }[]).find((q) => q.id === quoteId) as any;
}
const types = async (ref: string) => (await events(ref)).map((e) => e.type);

/** A composed quote of the first two properties the search finds, the first unit of each. */
async function compose(ref: string, override?: number) {
  const { hits } = await searchInventory(ref, { radiusKm: 25 });
  expect(hits.length).toBeGreaterThanOrEqual(2);
  return {
    description: "Two flats near Baker Street",
    notes: "Late check-in arranged.",
    items: hits.slice(0, 2).map((h, i) => ({ propertyId: h.propertyId, units: [{ unitId: h.units[0]!.id, nightlyRate: i === 0 ? override : undefined }] })),
  };
}

async function expectRefused(promise: Promise<unknown>, message: RegExp) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ServiceError);
  expect((error as ServiceError).message).toMatch(message);
  return error as ServiceError;
}

describe("a specialist takes an enquiry from NEW to BOOKING_CHECK_IN_DETAILS_SENT", () => {
  it("records every step's event, the quote's booking and who did what", async () => {
    const ref = await newEnquiry();
    await assignSpecialist(ref, ada);
    await startShortlisting(ref, ada);
    const { quoteId } = await sendQuote(ref, ada, await compose(ref, 123.45));

    const quote = (await getQuote(ref, quoteId));
    expect(quote.state).toBe("ACTIVE");
    expect(quote.description).toBe("Two flats near Baker Street");
    expect(quote.items).toHaveLength(2);
    expect(quote.items[0].property.units).toHaveLength(1);
    // The overridden nightly rate is what the quote charges per night (before fee and tax).
    const firstUnit = quote.items[0].property.units[0];
    expect(firstUnit.priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.excludingTaxWithBookingFee).toBeGreaterThanOrEqual(123.45);
    expect(firstUnit.notes).toContain("Late check-in arranged.");
    expect(quote.bookedQuoteItem).toBeNull();

    const itemId = quote.items[1].id as string;
    const { bookingReference } = await acceptQuoteItem(ref, ada, quoteId, itemId);
    expect((await getEnquiry(ref)).enquiryState.state).toBe("BOOKING_PENDING");
    await moveBooking(ref, ada, "SEND_PARTNER_CONFIRMATION");
    expect((await getEnquiry(ref)).enquiryState.state).toBe("BOOKING_PENDING");
    await moveBooking(ref, ada, "SEND_CLIENT_CONFIRMATION");
    expect((await getEnquiry(ref)).enquiryState.state).toBe("BOOKING_CONFIRMED");
    await moveBooking(ref, ada, "SEND_CHECK_IN_DETAILS");

    const enquiry = await getEnquiry(ref);
    expect(enquiry.enquiryState).toEqual({ state: "BOOKING_CHECK_IN_DETAILS_SENT", closureReason: null });
    expect(enquiry.assignedSpecialist).toEqual({ name: "Ada Desk" });

    const booked = (await getQuote(ref, quoteId));
    expect(booked.bookedQuoteItem).toMatchObject({ bookingId: bookingReference, quoteItemId: itemId });
    expect(booked.items.map((i: { booked: boolean }) => i.booked)).toEqual([false, true]);

    const log = await events(ref);
    expect(log.map((e) => e.type)).toEqual([
      "ENQUIRY.CREATED",
      "ENQUIRY.SPECIALIST_ASSIGNED",
      "ENQUIRY.SHORTLISTING",
      "QUOTE.CREATED",
      "ENQUIRY.QUOTED",
      "BOOKING.PENDING",
      "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT",
      "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT",
      "BOOKING.CHECK_IN_DETAILS_SENT",
    ]);
    // Each event describes the enquiry as that step left it.
    expect(log[2]!.data.enquiryState.state).toBe("SHORTLISTING");
    expect(log[5]!.data).toMatchObject({ bookingReference, enquiry: { enquiryState: { state: "BOOKING_PENDING" } } });
    expect(log[7]!.data.enquiry.enquiryState.state).toBe("BOOKING_CONFIRMED");
    expect(log[8]!.data.enquiry.enquiryState.state).toBe("BOOKING_CHECK_IN_DETAILS_SENT");

    const desk = await getDeskEnquiry(ref);
    expect(desk.actions.map((a) => [a.action, a.by])).toEqual([
      ["BOOKING_SEND_CHECK_IN_DETAILS", "Ada Desk"],
      ["BOOKING_SEND_CLIENT_CONFIRMATION", "Ada Desk"],
      ["BOOKING_SEND_PARTNER_CONFIRMATION", "Ada Desk"],
      ["ACCEPT_QUOTE_ITEM", "Ada Desk"],
      ["QUOTE", "Ada Desk"],
      ["SHORTLIST", "Ada Desk"],
      ["ASSIGN", "Ada Desk"],
    ]);
    expect(desk.booking?.state).toBe("CHECK_IN_DETAILS_SENT");
  });

  it("shortlisting an unassigned enquiry assigns the specialist first", async () => {
    const ref = await newEnquiry();
    await startShortlisting(ref, bob);
    expect(await types(ref)).toEqual(["ENQUIRY.CREATED", "ENQUIRY.SPECIALIST_ASSIGNED", "ENQUIRY.SHORTLISTING"]);
    expect((await getEnquiry(ref)).assignedSpecialist).toEqual({ name: "Bob Desk" });
  });

  it("a second quote invalidates the first: QUOTE.INVALIDATED, QUOTE.CREATED, ENQUIRY.QUOTED", async () => {
    const ref = await newEnquiry();
    await startShortlisting(ref, ada);
    const first = await sendQuote(ref, ada, await compose(ref));
    const second = await sendQuote(ref, ada, await compose(ref));
    expect((await types(ref)).slice(-5)).toEqual(["QUOTE.CREATED", "ENQUIRY.QUOTED", "QUOTE.INVALIDATED", "QUOTE.CREATED", "ENQUIRY.QUOTED"]);
    expect((await getQuote(ref, first.quoteId)).state).toBe("INVALIDATED");
    await expectRefused(acceptQuoteItem(ref, ada, first.quoteId, "x"), /INVALIDATED/);
    expect((await getQuote(ref, second.quoteId)).state).toBe("ACTIVE");
  });

  it("a cancelled booking can be closed, and reopening returns to QUOTED while a quote is ACTIVE", async () => {
    const ref = await newEnquiry();
    await startShortlisting(ref, ada);
    const { quoteId } = await sendQuote(ref, ada, await compose(ref));
    const quote = (await getQuote(ref, quoteId));
    await acceptQuoteItem(ref, ada, quoteId, quote.items[0].id);
    await moveBooking(ref, bob, "CANCEL");
    expect((await getEnquiry(ref)).enquiryState.state).toBe("BOOKING_CANCELLED");
    await expectRefused(moveBooking(ref, bob, "SEND_CHECK_IN_DETAILS"), /cancelled/);
    await closeEnquiry(ref, bob, "BOOKED_ELSEWHERE_COMPETITOR");
    expect((await getEnquiry(ref)).enquiryState).toEqual({ state: "CLOSED", closureReason: "BOOKED_ELSEWHERE_COMPETITOR" });
    expect(await reopenEnquiry(ref, bob)).toEqual({ state: "QUOTED" });
    expect((await getEnquiry(ref)).enquiryState).toEqual({ state: "QUOTED", closureReason: null });
    // The quote was booked once already: a new quote is needed to book again.
    await expectRefused(acceptQuoteItem(ref, ada, quoteId, quote.items[0].id), /already booked/);
    expect((await types(ref)).slice(-3)).toEqual(["BOOKING.CANCELLED", "ENQUIRY.CLOSED", "ENQUIRY.REOPENED"]);
  });

  it("reopening an enquiry closed from SHORTLISTING returns it to SHORTLISTING", async () => {
    const ref = await newEnquiry();
    await startShortlisting(ref, ada);
    await closeEnquiry(ref, ada, "PRICE");
    await reopenEnquiry(ref, ada);
    expect((await getEnquiry(ref)).enquiryState.state).toBe("SHORTLISTING");
  });
});

describe("refused moves change nothing", () => {
  async function snapshot(ref: string) {
    const enquiry = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: ref } });
    const actions = await getPrisma().specialistAction.count({ where: { enquiryId: enquiry.id } });
    return { state: enquiry.state, specialist: enquiry.specialistName, events: (await types(ref)).length, actions };
  }

  it("every move a NEW enquiry refuses leaves no event, no log line and no change", async () => {
    const ref = await newEnquiry();
    const before = await snapshot(ref);
    const { hits } = await searchInventory(ref, { radiusKm: 25 });
    const composition = { description: "x", items: [{ propertyId: hits[0]!.propertyId, units: [{ unitId: hits[0]!.units[0]!.id }] }] };
    await expectRefused(sendQuote(ref, ada, composition), /Start shortlisting first/);
    await expectRefused(reopenEnquiry(ref, ada), /Only a CLOSED enquiry/);
    await expectRefused(acceptQuoteItem(ref, ada, "q", "i"), /QUOTED/);
    await expectRefused(moveBooking(ref, ada, "SEND_PARTNER_CONFIRMATION"), /no booking yet/);
    const conflict = await expectRefused(moveBooking(ref, ada, "CANCEL"), /no booking yet/);
    expect(conflict.code).toBe("STATE_CONFLICT");
    expect(conflict.status).toBe(409);
    expect(await snapshot(ref)).toEqual(before);
  });

  it("a quote naming a unit that does not sleep the party is a validation error and rolls back", async () => {
    const ref = await newEnquiry({ guestNumbers: { adults: 3 } });
    await startShortlisting(ref, ada);
    const before = await snapshot(ref);
    const property = await getPrisma().property.findFirstOrThrow({ where: { units: { some: { maxOccupancy: 2 } } }, include: { units: true } });
    const small = property.units.find((u) => u.maxOccupancy === 2)!;
    const error = await expectRefused(
      sendQuote(ref, ada, { description: "x", items: [{ propertyId: property.id, units: [{ unitId: small.id }] }] }),
      /sleeps 2, the party is 3/,
    );
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.errors).toHaveProperty(["items.0.units.0.unitId"]);
    expect(await snapshot(ref)).toEqual(before);
    expect(await getPrisma().quote.count({ where: { enquiry: { serviceReference: ref } } })).toBe(0);
  });

  it("assigning the specialist who already holds the enquiry is refused; another takes it over", async () => {
    const ref = await newEnquiry();
    await assignSpecialist(ref, ada);
    await expectRefused(assignSpecialist(ref, ada), /already assigned/);
    await assignSpecialist(ref, bob);
    expect((await getEnquiry(ref)).assignedSpecialist).toEqual({ name: "Bob Desk" });
    expect((await getDeskEnquiry(ref)).actions[0]!.summary).toBe("Assigned to Bob Desk (was Ada Desk)");
  });

  it("an unknown enquiry is not found", async () => {
    const error = await expectRefused(assignSpecialist("RNOTHERE", ada), /not found/);
    expect(error.code).toBe("RESOURCE_NOT_FOUND");
  });
});

describe("the queue", () => {
  it("lists enquiries of every account oldest first, filtered by state and city", async () => {
    const other = await newAccount();
    const mine = await newEnquiry();
    const res = await call(app, "POST", "/external-api/v1/enquiries", {
      key: other.key,
      body: enquiryBody({ enquiryLocation: { addressFormatted: "Rue de Rivoli, 75001 Paris, France" } }),
    });
    const theirs = res.json.data.serviceReference as string;
    const { rows: all } = await listQueue({ state: "NEW", minAgeDays: 0, city: "" });
    const refs = all.map((r) => r.serviceReference);
    expect(refs).toEqual(expect.arrayContaining([mine, theirs]));
    expect(refs.indexOf(mine)).toBeLessThan(refs.indexOf(theirs));
    const times = all.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const { rows: paris } = await listQueue({ state: "WAITING", minAgeDays: 0, city: "pAR" });
    expect(paris.map((r) => r.serviceReference)).toContain(theirs);
    expect(paris.every((r) => r.locality?.toLowerCase().includes("par"))).toBe(true);
    expect(paris.find((r) => r.serviceReference === theirs)?.accountName).toBe(other.name);

    expect((await listQueue({ state: "WAITING", minAgeDays: 1, city: "" })).rows.map((r) => r.serviceReference)).not.toContain(mine);
    expect((await listQueue({ state: "CLOSED", minAgeDays: 0, city: "" })).rows.map((r) => r.serviceReference)).not.toContain(mine);
  });

  it("pages through every match once, oldest first, also among enquiries created in the same millisecond", async () => {
    const { key: pagedKey, name } = await newAccount();
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(app, "POST", "/external-api/v1/enquiries", {
        key: pagedKey,
        body: enquiryBody({ enquiryLocation: { addressFormatted: "Place des Vosges, 75004 Paris, France" } }),
      });
      expect(res.status).toBe(201);
      made.push(res.json.data.serviceReference as string);
    }
    // Three of them share one createdAt: the id breaks the tie.
    const shared = new Date(Date.now() - 60_000);
    await getPrisma().enquiry.updateMany({ where: { serviceReference: { in: made.slice(1, 4) } }, data: { createdAt: shared } });

    const filter = { state: "NEW", minAgeDays: 0, city: "paris" } as const;
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listQueue({ ...filter, after }, new Date(), 2);
      expect(page.rows.length).toBeLessThanOrEqual(2);
      seen.push(...page.rows.filter((r) => r.accountName === name).map((r) => r.serviceReference));
      after = page.next ?? undefined;
      pages++;
    } while (after && pages < 50);
    expect(after).toBeUndefined();
    expect([...seen].sort()).toEqual([...made].sort());
    expect(new Set(seen).size).toBe(seen.length);
    // In the queue's order: the three of the earlier shared time first.
    expect(new Set(seen.slice(0, 3))).toEqual(new Set(made.slice(1, 4)));

    // A cursor that is not one of ours starts at the oldest, like no cursor.
    const first = await listQueue({ ...filter }, new Date(), 2);
    const refs = (page: { rows: { serviceReference: string }[] }) => page.rows.map((r) => r.serviceReference);
    expect(refs(await listQueue({ ...filter, after: "not-a-cursor" }, new Date(), 2))).toEqual(refs(first));
  });
});
