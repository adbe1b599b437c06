import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { acceptInBackOffice, createSpecialist, signInSpecialist } from "../support/backoffice";
import { apiKeyOf, serviceApi } from "../support/webhooks";

// The whole journey across both halves: a specialist works an enquiry in the provider's
// back office, and the agent's open enquiry page in the portal (fed by the portal's own
// signed receiver) shows every step as it happens, without a reload.

const timeline = (page: Page) => page.getByRole("list", { name: "Timeline" }).getByRole("listitem");

test("a specialist takes a portal enquiry to check-in details in the back office; the portal's timeline shows every step live", async ({ browser, sandboxAdmin: admin }) => {
  test.setTimeout(150_000);
  const api = serviceApi(admin.context.request, apiKeyOf(admin.organization));
  const id = randomBytes(4).toString("hex");
  const created = await api.post("/enquiries", {
    checkInOut: { checkIn: "2027-05-03", checkOut: "2027-05-10" },
    clientReference: `JOURNEY-${id}`,
    externalId: `journey-${id}`,
    enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
    guestNumbers: { adults: 2 },
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
    clientBooker: { contactNumber: null, email: "booker@journey.example", familyName: "Booker", givenName: "Bea" },
  });
  expect(created.status).toBe(201);
  const ref = created.json.data.serviceReference as string;

  // The agent's page, open and live before the specialist starts.
  const watcher = admin.page;
  await watcher.goto(`/enquiries/${ref}`);
  await expect(watcher.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  await expect(timeline(watcher).filter({ hasText: "Enquiry received by the provider" })).toHaveCount(1);
  const state = watcher.getByTestId("enquiry-state");
  await expect(state).toHaveText("New");

  const specialist = createSpecialist();
  const office = await signInSpecialist(browser, specialist);
  const page = office.page;
  await page.goto(`/specialist/enquiries/${ref}`);
  await expect(page.getByRole("heading", { name: ref })).toBeVisible();

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(timeline(watcher).filter({ hasText: `Specialist ${specialist.name} assigned` })).toHaveCount(1);

  await page.getByRole("button", { name: "Start shortlisting" }).click();
  await expect(timeline(watcher).filter({ hasText: "Shortlisting properties" })).toHaveCount(1);
  await expect(state).toHaveText("Shortlisting");

  const hits = page.getByTestId("inventory-hit");
  await expect(hits.first()).toBeVisible();
  await hits.nth(0).getByRole("checkbox").first().check();
  await hits.nth(1).getByRole("checkbox").first().check();
  await page.getByLabel("Description").fill("Two flats near Baker Street");
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(timeline(watcher).filter({ hasText: "Quote sent: 2 options" })).toHaveCount(1);
  await expect(timeline(watcher).filter({ hasText: "Enquiry quoted" })).toHaveCount(1);
  await expect(state).toHaveText("Quoted");

  await acceptInBackOffice(page);
  await expect(timeline(watcher).filter({ hasText: /Booking B[A-Z0-9]{7} pending confirmation/ })).toHaveCount(1);
  await expect(state).toHaveText("Booking pending");

  await page.getByRole("button", { name: "Send partner confirmation" }).click();
  await expect(timeline(watcher).filter({ hasText: "Booking confirmation sent to the property" })).toHaveCount(1);
  await page.getByRole("button", { name: "Send client confirmation" }).click();
  await expect(timeline(watcher).filter({ hasText: "Booking confirmation sent to the client" })).toHaveCount(1);
  await expect(state).toHaveText("Booked");
  await page.getByRole("button", { name: "Send check-in details" }).click();
  await expect(timeline(watcher).filter({ hasText: "Check-in details sent" })).toHaveCount(1);
  await expect(state).toHaveText("Check-in details sent");

  // Every step, once each, in the order it happened; and the page was never reloaded.
  await expect(timeline(watcher)).toHaveCount(9);
  expect(await watcher.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);

  // The comparison marks the item the client booked.
  await watcher.goto(`/enquiries/${ref}/compare`);
  await expect(watcher.getByText("Booked", { exact: true }).filter({ visible: true }).first()).toBeVisible();

  await office.context.close();
  await admin.context.close();
});
