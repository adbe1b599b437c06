import { createHmac, timingSafeEqual } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnquiryAmendment } from "@/lib/contract/amendment";
import { WebhookEvent } from "@/lib/contract/event";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";
import { acceptQuoteItem } from "@/lib/service/backoffice/accept-quote-item";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { moveBooking } from "@/lib/service/backoffice/move-booking";
import { reopenEnquiry } from "@/lib/service/backoffice/reopen-enquiry";
import { ensureInventory } from "@/lib/service/inventory/ensure-inventory";
import { testWorker } from "../delivery/fixture";
import { startReceiver, waitFor, type Receiver } from "../delivery/receiver";
import { amend, listAmendments } from "../helpers/amendments";
import { newEnquiry } from "../helpers/messages";
import { call, newAccount, serviceApp } from "../helpers/service";

// The amendments extension: the agent's side changes an open enquiry's dates, guests,
// requirements or lead guest; what changed is kept, from and to, one version at a time, and
// ENQUIRY.AMENDED tells the account's webhooks.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

const rowsOf = async (serviceReference: string) => {
  const db = getPrisma();
  const { id } = await db.enquiry.findUniqueOrThrow({ where: { serviceReference }, select: { id: true } });
  return { amendments: await db.enquiryAmendment.count({ where: { enquiryId: id } }), events: await db.event.count({ where: { enquiryId: id, type: "ENQUIRY.AMENDED" } }) };
};
const read = async (ref: string, key = account.key) => (await call(app, "GET", `${V1}/enquiries/${ref}`, { key })).json.data;
const moveTo = async (ref: string, enquiryState: string, key = account.key) =>
  expect((await call(app, "POST", `${V1}/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState } })).status).toBe(204);

beforeAll(async () => {
  app = await serviceApp();
  await ensureInventory(getPrisma());
  account = await newAccount();
});

describe("POST /enquiries/{id}/amendments", () => {
  it("changes the dates and the party, answers only what differs as the Enquiry answers it, and the enquiry reads the new details", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const res = await amend(app, account.key, enquiry.externalId, {
      checkInOut: { checkIn: "2027-03-02", checkOut: "2027-03-09" },
      guestNumbers: { adults: 3, children: 1 },
      leadGuest: { contactNumber: "+44 20 7946 0958", email: "lead@example.com", familyName: "Lovelace", givenName: "Ada" },
      authorName: "  Ana Silva ",
    });
    expect(res.status).toBe(201);
    expect(EnquiryAmendment.parse(res.json.data)).toEqual(res.json.data);
    expect(res.json.data).toEqual({
      id: expect.any(String),
      enquiryId: enquiry.serviceReference,
      version: 2,
      // The lead guest was given as it is: not a change.
      changes: [
        { field: "checkInOut", from: { checkIn: "2027-03-01", checkOut: "2027-03-08" }, to: { checkIn: "2027-03-02", checkOut: "2027-03-09" } },
        { field: "guestNumbers", from: { adults: 2, children: 1, infants: 0 }, to: { adults: 3, children: 1, infants: 0 } },
      ],
      authorName: "Ana Silva",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const now = await read(enquiry.serviceReference);
    expect(now.checkInOut).toEqual({ checkIn: "2027-03-02", checkOut: "2027-03-09" });
    expect(now.guestNumbers).toEqual({ adults: 3, children: 1, infants: 0 });
    expect(now.enquiryState).toEqual({ state: "NEW", closureReason: null });
    expect((await listAmendments(app, account.key, enquiry.serviceReference)).json).toEqual({ data: [res.json.data], pagination: { next: null } });
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 1, events: 1 });
  });

  it("replaces the requirements as a whole ([] removes them), changes the lead guest, and counts the versions on", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const requirements = await amend(app, account.key, enquiry.serviceReference, { guestRequirements: [{ text: " Cot for the baby ", type: "GENERAL" }, { text: "Late arrival", type: "GENERAL" }] });
    expect(requirements.status).toBe(201);
    expect(requirements.json.data).toMatchObject({
      version: 2,
      authorName: null,
      changes: [{ field: "guestRequirements", from: [{ text: "Quiet floor", type: "GENERAL" }], to: [{ text: "Cot for the baby", type: "GENERAL" }, { text: "Late arrival", type: "GENERAL" }] }],
    });
    const none = await amend(app, account.key, enquiry.serviceReference, { guestRequirements: [] });
    expect(none.json.data).toMatchObject({ version: 3, changes: [{ field: "guestRequirements", to: [] }] });
    expect((await read(enquiry.serviceReference)).guestRequirements).toEqual([]);
    // A lead guest is given whole: what is left out of it is no longer known.
    const lead = await amend(app, account.key, enquiry.serviceReference, { leadGuest: { givenName: "Grace", familyName: "Hopper" }, authorName: "Ana Silva" });
    expect(lead.json.data).toMatchObject({
      version: 4,
      changes: [
        {
          field: "leadGuest",
          from: { contactNumber: "+44 20 7946 0958", email: "lead@example.com", familyName: "Lovelace", givenName: "Ada" },
          to: { contactNumber: null, email: null, familyName: "Hopper", givenName: "Grace" },
        },
      ],
    });
    expect((await read(enquiry.serviceReference)).leadGuest).toEqual({ contactNumber: null, email: null, familyName: "Hopper", givenName: "Grace" });
    // Open dates are dates too.
    const open = await amend(app, account.key, enquiry.serviceReference, { checkInOut: { checkIn: null, checkOut: null } });
    expect(open.json.data).toMatchObject({ version: 5, changes: [{ field: "checkInOut", to: { checkIn: null, checkOut: null } }] });
  });

  it("refuses a body that changes nothing, or nothing at all, zero adults and dates the way create refuses them, in words and without writing", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const cases: [unknown, string, RegExp][] = [
      [{}, "body", /Give at least one of checkInOut, guestNumbers, guestRequirements and leadGuest/],
      [{ authorName: "Ana Silva" }, "body", /Give at least one of/],
      [{ guestNumbers: { adults: 0 } }, "guestNumbers.adults", /Must be at least 1/],
      [{ guestNumbers: { adults: 2.5 } }, "guestNumbers.adults", /whole number/],
      [{ checkInOut: { checkIn: "2027-03-08", checkOut: "2027-03-08" } }, "checkInOut.checkOut", /checkOut must be after checkIn/],
      [{ checkInOut: { checkIn: "2027-03-09", checkOut: "2027-03-01" } }, "checkInOut.checkOut", /checkOut must be after checkIn/],
      [{ checkInOut: { checkIn: "2027-02-30", checkOut: "2027-03-08" } }, "checkInOut.checkIn", /real calendar date/],
      [{ guestRequirements: [{ text: "   ", type: "GENERAL" }] }, "guestRequirements.0.text", /empty/],
      [{ leadGuest: { email: "not an address" } }, "leadGuest.email", /e-mail address/],
      [{ guestNumbers: { adults: 2 }, authorName: "Ana\nSilva" }, "authorName", /one line/],
    ];
    for (const [body, field, words] of cases) {
      const res = await amend(app, account.key, enquiry.serviceReference, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
      expect(res.json).toMatchObject({ type: "VALIDATION_ERROR", status: 400 });
      expect(Object.keys(res.json.errors), JSON.stringify(body)).toEqual([field]);
      expect(res.json.errors[field].join(" ")).toMatch(words);
    }
    // The present details again, as given at creation or in another spelling of the same: nothing to change.
    for (const body of [
      { checkInOut: { checkIn: "2027-03-01", checkOut: "2027-03-08" } },
      { guestNumbers: { adults: 2, children: 1 } },
      { guestRequirements: [{ text: "  Quiet floor ", type: "GENERAL" }], authorName: "Ana Silva" },
      { leadGuest: { contactNumber: "+44 20 7946 0958", email: "lead@example.com", familyName: "Lovelace", givenName: "Ada" } },
    ]) {
      const same = await amend(app, account.key, enquiry.serviceReference, body);
      expect(same.status, JSON.stringify(body)).toBe(400);
      expect(same.json).toMatchObject({ type: "VALIDATION_ERROR", detail: "Nothing to change: the request gives the enquiry's present details." });
      expect(same.json.errors).toEqual({ body: ["Nothing to change: every detail given is already the enquiry's. Give only what differs."] });
    }
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 0, events: 0 });
  });

  it("takes NEW, SHORTLISTING and QUOTED enquiries, and refuses every booked, cancelled and closed one with 409 and the reason", async () => {
    const specialist = await createSpecialist(getPrisma(), { email: `amend-${Date.now()}@provider.test`, name: "Ada Amend", password: "correct horse battery" });
    const enquiry = await newEnquiry(app, account.key);
    const ref = enquiry.serviceReference;
    let adults = 2;
    const accepted = async (state: string) => {
      const res = await amend(app, account.key, ref, { guestNumbers: { adults: ++adults } });
      expect(res.status, state).toBe(201);
      expect((await read(ref)).enquiryState.state).toBe(state);
    };
    const refused = async (state: string, words: RegExp) => {
      expect((await read(ref)).enquiryState.state).toBe(state);
      const res = await amend(app, account.key, ref, { guestNumbers: { adults: 99 } });
      expect(res.status, state).toBe(409);
      expect(res.json).toMatchObject({ type: "about:blank", title: "Conflict", status: 409 });
      expect(res.json.detail).toMatch(new RegExp(`^Enquiry ${ref} is ${state}: `));
      expect(res.json.detail, state).toMatch(words);
    };
    await accepted("NEW");
    await moveTo(ref, "SHORTLISTING");
    await accepted("SHORTLISTING");
    await moveTo(ref, "QUOTED");
    await accepted("QUOTED");

    const quote = (await call(app, "GET", `${V1}/quotes?enquiryExternalId=${enquiry.externalId}`, { key: account.key })).json.data[0];
    await acceptQuoteItem(ref, specialist, quote.id, quote.items[0].id);
    const booked = /a booked stay is changed by a booking change with the provider, not by amending the enquiry/;
    await refused("BOOKING_PENDING", booked);
    await moveBooking(ref, specialist, "SEND_PARTNER_CONFIRMATION");
    await moveBooking(ref, specialist, "SEND_CLIENT_CONFIRMATION");
    await refused("BOOKING_CONFIRMED", booked);
    await moveBooking(ref, specialist, "SEND_CHECK_IN_DETAILS");
    await refused("BOOKING_CHECK_IN_DETAILS_SENT", booked);
    await moveBooking(ref, specialist, "CANCEL");
    await refused("BOOKING_CANCELLED", /booking was cancelled.*Send a new enquiry/);
    await closeEnquiry(ref, specialist, "OTHER");
    await refused("CLOSED", /The provider would have to reopen it first/);
    // Reopened by the provider, it is open to changes again.
    await reopenEnquiry(ref, specialist);
    await accepted((await read(ref)).enquiryState.state);
    expect(await rowsOf(ref)).toEqual({ amendments: 4, events: 4 });
    expect((await read(ref)).guestNumbers.adults).toBe(adults);
  });

  it("answers another account's enquiry 404, on both operations, writing nothing there", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const stranger = await newAccount();
    for (const res of [
      await amend(app, stranger.key, enquiry.serviceReference, { guestNumbers: { adults: 4 } }),
      await amend(app, stranger.key, enquiry.externalId, { guestNumbers: { adults: 4 } }),
      await listAmendments(app, stranger.key, enquiry.serviceReference),
      await listAmendments(app, stranger.key, enquiry.externalId),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ type: "RESOURCE_NOT_FOUND" });
    }
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 0, events: 0 });
    expect((await read(enquiry.serviceReference)).guestNumbers.adults).toBe(2);
  });
});

describe("the Idempotency-Key", () => {
  it("answers the first amendment again (200), changing nothing more and sending no second event", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const first = await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 4 } }, "amend-1");
    const again = await amend(app, account.key, enquiry.externalId, { guestNumbers: { adults: 4 } }, "amend-1");
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    // The body of a repeat is not compared: the key names the amendment.
    expect((await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 7 } }, "amend-1")).json.data).toEqual(first.json.data);
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 1, events: 1 });
    expect((await read(enquiry.serviceReference)).guestNumbers.adults).toBe(4);
    // Another key is another amendment; one key on another enquiry too.
    expect((await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 5 } }, "amend-2")).status).toBe(201);
    const other = await newEnquiry(app, account.key);
    expect((await amend(app, account.key, other.serviceReference, { guestNumbers: { adults: 4 } }, "amend-1")).status).toBe(201);
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 2, events: 2 });
  });

  it("makes amendments sent at once with one key one amendment: one 201, the others 200, one row, one event", async () => {
    const enquiry = await newEnquiry(app, account.key);
    for (let round = 0; round < 3; round++) {
      const key = `same-moment-${round}`;
      const answers = await Promise.all([0, 1, 2].map(() => amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 10 + round } }, key)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((a) => a.json.data.id)).size).toBe(1);
    }
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 3, events: 3 });
  });

  it("is 1 to 200 printable characters", async () => {
    const enquiry = await newEnquiry(app, account.key);
    for (const key of ["k".repeat(201), "tab\there"]) {
      const res = await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 3 } }, key);
      expect(res.status).toBe(400);
      expect(res.json.errors["idempotency-key"]).toEqual(["Must be 1 to 200 printable characters."]);
    }
    expect((await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 3 } }, "k".repeat(200))).status).toBe(201);
  });
});

describe("amendments made at once", () => {
  it("all land, one version each (2, 3, 4, …), each changing what the one before it left", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const sizes = [3, 4, 5, 6, 7, 8];
    const answers = await Promise.all(sizes.map((adults) => amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults } })));
    expect(answers.map((a) => a.status)).toEqual(sizes.map(() => 201));
    const made = answers.map((a) => a.json.data).sort((a, b) => a.version - b.version);
    expect(made.map((a) => a.version)).toEqual([2, 3, 4, 5, 6, 7]);
    // A chain: each amendment's "from" is the details the previous one left.
    let details = { adults: 2, children: 1, infants: 0 };
    for (const amendment of made) {
      expect(amendment.changes).toEqual([{ field: "guestNumbers", from: details, to: expect.any(Object) }]);
      details = amendment.changes[0].to;
    }
    expect((await read(enquiry.serviceReference)).guestNumbers).toEqual(details);
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 6, events: 6 });
  });

  it("cannot share a version: the database refuses a second version 2 of one enquiry", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const { id } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: enquiry.serviceReference } });
    const row = { accountId: account.accountId, enquiryId: id, version: 2, changes: [], createdAt: new Date() };
    await getPrisma().enquiryAmendment.create({ data: { id: crypto.randomUUID(), ...row } });
    const second = await getPrisma().enquiryAmendment.create({ data: { id: crypto.randomUUID(), ...row } }).catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
  });
});

describe("GET /enquiries/{id}/amendments", () => {
  it("pages newest first by pagination.next, none skipped or repeated, and refuses a cursor not its own", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const made: string[] = [];
    for (let adults = 3; adults <= 7; adults++) made.push((await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults } })).json.data.id);
    const seen: string[][] = [];
    let res = await listAmendments(app, account.key, enquiry.externalId, "?pageSize=2");
    for (;;) {
      expect(res.status).toBe(200);
      seen.push(res.json.data.map((a: { id: string }) => a.id));
      if (!res.json.pagination.next) break;
      expect(res.json.pagination.next).toMatch(new RegExp(`^${V1}/enquiries/${enquiry.externalId}/amendments\\?cursor=.+&pageSize=2$`));
      res = await call(app, "GET", res.json.pagination.next, { key: account.key });
    }
    expect(seen).toEqual([[made[4], made[3]], [made[2], made[1]], [made[0]]]);
    expect((await listAmendments(app, account.key, enquiry.serviceReference, "?pageSize=100")).json.data.map((a: { version: number }) => a.version)).toEqual([6, 5, 4, 3, 2]);
    for (const cursor of ["not-a-cursor", Buffer.from(JSON.stringify(["2026-01-01T00:00:00Z", "x"])).toString("base64url")]) {
      const bad = await listAmendments(app, account.key, enquiry.serviceReference, `?cursor=${cursor}`);
      expect(bad.status).toBe(400);
      expect(bad.json.errors).toEqual({ cursor: ["Not a cursor of this list: use pagination.next as given."] });
    }
    expect((await listAmendments(app, account.key, enquiry.serviceReference, "?pageSize=0")).status).toBe(400);
    expect((await listAmendments(app, account.key, (await newEnquiry(app, account.key)).serviceReference)).json).toEqual({ data: [], pagination: { next: null } });
  });
});

describe("ENQUIRY.AMENDED", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  it("is written with the amendment and delivered signed to a webhook of all events and one that names it, never to one that does not", async () => {
    const own = await newAccount();
    const api = (method: string, path: string, body?: unknown) => call(app, method, `${V1}${path}`, { key: own.key, body });
    expect((await api("POST", "/webhooks", { url: `${receiver.url}/all`, events: [] })).status).toBe(201);
    expect((await api("POST", "/webhooks", { url: `${receiver.url}/amended`, events: ["ENQUIRY.AMENDED"] })).status).toBe(201);
    const other = await api("POST", "/webhooks", { url: `${receiver.url}/created`, events: ["ENQUIRY.CREATED", "MESSAGE.CREATED"] });
    expect(other.status).toBe(201);
    const enquiry = await newEnquiry(app, own.key);
    testWorker();
    const made = (await amend(app, own.key, enquiry.serviceReference, { checkInOut: { checkIn: "2027-04-01", checkOut: "2027-04-05" }, authorName: "Ana Silva" })).json.data;

    const event = await getPrisma().event.findFirstOrThrow({ where: { accountId: own.accountId, type: "ENQUIRY.AMENDED" } });
    await waitFor("both deliveries", () => receiver.forEvent(event.id).length === 2);
    expect(receiver.forEvent(event.id).map((r) => r.path).sort()).toEqual(["/hook/all", "/hook/amended"]);
    const delivery = receiver.forEvent(event.id)[0]!;
    const key = (await api("GET", "/webhook-verification-key")).json.data.key as string;
    const expected = createHmac("sha256", key).update(Buffer.from(delivery.body, "utf8")).digest();
    expect(timingSafeEqual(Buffer.from(String(delivery.headers["x-signature"]), "base64"), expected)).toBe(true);
    expect(delivery.headers["x-event-type"]).toBe("ENQUIRY.AMENDED");
    const body = JSON.parse(delivery.body);
    expect(WebhookEvent.parse(body)).toEqual(body);
    const created = await read(enquiry.serviceReference, own.key);
    expect(body).toEqual({
      eventType: "ENQUIRY.AMENDED",
      eventId: event.id,
      createdAt: expect.any(String),
      data: {
        serviceReference: enquiry.serviceReference,
        externalId: enquiry.externalId,
        clientReference: created.clientReference,
        enquiryState: { state: "NEW", closureReason: null },
        createdAt: created.createdAt,
        amendment: made,
      },
    });
    expect(body.data.amendment.changes).toEqual([
      { field: "checkInOut", from: { checkIn: "2027-03-01", checkOut: "2027-03-08" }, to: { checkIn: "2027-04-01", checkOut: "2027-04-05" } },
    ]);
    const deliveries = await getPrisma().delivery.findMany({ where: { eventId: event.id }, select: { webhookId: true } });
    expect(deliveries.map((d) => d.webhookId)).not.toContain(other.json.data.id);
  });

  it("can be sent again by the sandbox for the enquiry's latest amendment, and not before there is one", async () => {
    const enquiry = await newEnquiry(app, account.key);
    const trigger = () => call(app, "POST", `${V1}/sandbox/enquiries/${enquiry.serviceReference}/trigger-webhook-event`, { key: account.key, body: { eventType: "ENQUIRY.AMENDED" } });
    const none = await trigger();
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({ type: "SANDBOX_SPECIFIC_ACTION_ERROR" });
    expect(none.json.detail).toBe(`Enquiry ${enquiry.serviceReference} has no amendment yet, so there is nothing for ENQUIRY.AMENDED to describe.`);
    await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 3 } });
    const latest = (await amend(app, account.key, enquiry.serviceReference, { guestNumbers: { adults: 4 } })).json.data;
    expect((await trigger()).status).toBe(204);
    const events = await getPrisma().event.findMany({ where: { accountId: account.accountId, type: "ENQUIRY.AMENDED" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 });
    const body = JSON.parse(events[0]!.body);
    expect(WebhookEvent.parse(body)).toEqual(body);
    expect(body.data).toMatchObject({ serviceReference: enquiry.serviceReference, amendment: latest });
    expect(await rowsOf(enquiry.serviceReference)).toEqual({ amendments: 2, events: 3 });
  });
});

describe("the OpenAPI document", () => {
  it("marks both operations and ENQUIRY.AMENDED as Staydesk extensions, with the state rules and the Idempotency-Key", async () => {
    const doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
    for (const [method, operationId] of [["get", "listEnquiryAmendments"], ["post", "createEnquiryAmendment"]] as const) {
      const operation = doc.paths[`${V1}/enquiries/{id}/amendments`][method];
      expect(operation).toMatchObject({ operationId, "x-staydesk-extension": true });
      expect(operation.description).toMatch(/^\*\*Not part of the specification \(v1\.0\.1\): a Staydesk extension\.\*\*/);
    }
    const post = doc.paths[`${V1}/enquiries/{id}/amendments`].post;
    expect(post.description).toMatch(/\| NEW, SHORTLISTING, QUOTED \| made \(201\) \|/);
    expect(post.description).toMatch(/\| CLOSED \| 409 STATE_CONFLICT: the provider would have to reopen it first \|/);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(["200", "201", "400", "404", "409"]));
    expect(post.parameters.find((p: { in: string }) => p.in === "header")).toMatchObject({ name: "idempotency-key", required: false });
    expect(doc.webhooks["ENQUIRY.AMENDED"].post["x-staydesk-extension"]).toBe(true);
    expect(doc.webhooks["ENQUIRY.CLOSED"].post["x-staydesk-extension"]).toBeUndefined();
  });
});
