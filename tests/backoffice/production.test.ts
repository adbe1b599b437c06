import { afterAll, beforeAll, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { resetEnvCache } from "@/lib/env";
import { createSpecialist } from "@/lib/service/backoffice/auth/create-specialist";
import { closeEnquiry } from "@/lib/service/backoffice/close-enquiry";
import { startShortlisting } from "@/lib/service/backoffice/start-shortlisting";
import { createServiceApp } from "@/lib/service/http/app";
import { call, enquiryBody, newAccount, serviceApp } from "../helpers/service";

// In production the back office is the only way to move an enquiry: the sandbox's
// shortcuts do not exist there, the back office works the same.

beforeAll(async () => {
  await serviceApp(); // migrates this file's database
  process.env.SERVICE_ENVIRONMENT = "production";
  resetEnvCache();
});

afterAll(() => {
  process.env.SERVICE_ENVIRONMENT = "sandbox";
  resetEnvCache();
});

it("refuses the sandbox moves and lets a specialist move the enquiry", async () => {
  const app = createServiceApp();
  const { key } = await newAccount();
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key, body: enquiryBody() });
  expect(created.status).toBe(201);
  const ref = created.json.data.serviceReference as string;

  const change = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key, body: { enquiryState: "SHORTLISTING" } });
  expect(change.status).toBe(404);
  const trigger = await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/trigger-webhook-event`, {
    key,
    body: { eventType: "ENQUIRY.SHORTLISTING" },
  });
  expect(trigger.status).toBe(404);
  // Nor does the sandbox book an enquiry or answer a booking's change: the specialist does, in the back office.
  for (const path of [`/sandbox/enquiries/${ref}/booking`, "/sandbox/bookings/B7K2M9QX/changes/c1/accept", "/sandbox/bookings/B7K2M9QX/changes/c1/decline"]) {
    expect((await call(app, "POST", `/external-api/v1${path}`, { key, body: { reason: "No." } })).status, path).toBe(404);
  }
  // The agent's side of a booking's changes is there: an unknown booking is not found.
  expect((await call(app, "GET", "/external-api/v1/bookings/B7K2M9QX/changes", { key })).json).toMatchObject({ status: 404, detail: "Booking B7K2M9QX was not found." });
  const read = async () => (await call(app, "GET", `/external-api/v1/enquiries/${ref}`, { key })).json.data;
  expect((await read()).enquiryState.state).toBe("NEW");

  const specialist = await createSpecialist(getPrisma(), { email: "prod@provider.test", name: "Prod Desk", password: "a long enough password" });
  await startShortlisting(ref, specialist);
  expect(await read()).toMatchObject({ enquiryState: { state: "SHORTLISTING" }, assignedSpecialist: { name: "Prod Desk" } });
  await closeEnquiry(ref, specialist, "DUPLICATE");
  expect((await read()).enquiryState).toEqual({ state: "CLOSED", closureReason: "DUPLICATE" });
});
