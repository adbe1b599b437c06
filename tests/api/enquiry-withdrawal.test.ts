import { beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// The withdrawal extension: the client closes an enquiry it booked elsewhere, once, with
// the usual event; scoped to the caller's account; a booked enquiry stays as it is.

let app: Awaited<ReturnType<typeof serviceApp>>;
let account: Awaited<ReturnType<typeof newAccount>>;
const V1 = "/external-api/v1";

async function newEnquiry(key = account.key): Promise<string> {
  const created = await call(app, "POST", `${V1}/enquiries`, { key, body: enquiryBody() });
  expect(created.status).toBe(201);
  return created.json.data.serviceReference as string;
}

const withdraw = (id: string, key = account.key) => call(app, "POST", `${V1}/enquiries/${encodeURIComponent(id)}/withdrawal`, { key });
const closedEvents = async (serviceReference: string) => {
  const { id } = await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference }, select: { id: true } });
  return getPrisma().event.count({ where: { enquiryId: id, type: "ENQUIRY.CLOSED" } });
};

beforeAll(async () => {
  app = await serviceApp();
  account = await newAccount();
});

describe("POST /enquiries/{id}/withdrawal", () => {
  it("closes an open enquiry as booked elsewhere and sends ENQUIRY.CLOSED once; asking again changes nothing", async () => {
    const ref = await newEnquiry();
    expect((await call(app, "POST", `${V1}/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } })).status).toBe(204);
    const first = await withdraw(ref);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ serviceReference: ref, enquiryState: { state: "CLOSED", closureReason: "BOOKED_ELSEWHERE_COMPETITOR" } });
    expect(await closedEvents(ref)).toBe(1);

    const again = await withdraw(ref);
    expect(again.status).toBe(200);
    expect(again.json.data.enquiryState).toEqual(first.json.data.enquiryState);
    expect(await closedEvents(ref)).toBe(1);
  });

  it("finds the enquiry by its externalId too", async () => {
    const externalId = `ext-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const created = await call(app, "POST", `${V1}/enquiries`, { key: account.key, body: enquiryBody({ externalId }) });
    expect(created.status).toBe(201);
    const res = await withdraw(externalId);
    expect(res.status).toBe(200);
    expect(res.json.data.serviceReference).toBe(created.json.data.serviceReference);
  });

  it("leaves an enquiry a specialist already closed as it was: its reason kept, no second event", async () => {
    const ref = await newEnquiry();
    await getPrisma().enquiry.update({ where: { serviceReference: ref }, data: { state: "CLOSED", closureReason: "PRICE" } });
    const res = await withdraw(ref);
    expect(res.status).toBe(200);
    expect(res.json.data.enquiryState).toEqual({ state: "CLOSED", closureReason: "PRICE" });
    expect(await closedEvents(ref)).toBe(0);
  });

  it("refuses to withdraw an enquiry with a booking (409) and leaves it booked", async () => {
    const ref = await newEnquiry();
    await getPrisma().enquiry.update({ where: { serviceReference: ref }, data: { state: "BOOKING_PENDING" } });
    const res = await withdraw(ref);
    expect(res.status).toBe(409);
    expect(res.json.detail).toContain("only NEW, SHORTLISTING and QUOTED enquiries can be withdrawn");
    expect((await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: ref } })).state).toBe("BOOKING_PENDING");
  });

  it("is scoped to the caller's account: another account's enquiry is not found and stays open", async () => {
    const other = await newAccount();
    const theirs = await newEnquiry(other.key);
    const res = await withdraw(theirs);
    expect(res.status).toBe(404);
    expect(res.json.type).toBe("RESOURCE_NOT_FOUND");
    expect((await getPrisma().enquiry.findUniqueOrThrow({ where: { serviceReference: theirs } })).state).toBe("NEW");
    expect(await closedEvents(theirs)).toBe(0);
  });

  it("refuses an id that is too long, and a call without a key", async () => {
    const long = await withdraw("x".repeat(256));
    expect(long.status).toBe(400);
    expect(long.json.type).toBe("VALIDATION_ERROR");
    const ref = await newEnquiry();
    expect((await call(app, "POST", `${V1}/enquiries/${ref}/withdrawal`)).status).toBe(401);
  });

  it("is documented as an extension", async () => {
    const doc = (await call(app, "GET", `${V1}/openapi.json`)).json;
    const op = doc.paths[`${V1}/enquiries/{id}/withdrawal`].post;
    expect(op["x-staydesk-extension"]).toBe(true);
    expect(op.description).toContain("Not part of the specification");
  });
});
