import { randomUUID } from "node:crypto";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { acceptInBackOffice, createSpecialist, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { addSandboxConnection } from "../support/extra-sandbox";
import { changeState } from "../support/quotes";
import { sqlOne, sqlRows } from "../support/sql";
import { apiKeyOf, RECEIVER_PREFIX, serviceApi } from "../support/webhooks";

// One enquiry, two providers: the built-in service twice, under two accounts (two keys,
// two connections of one organisation, each with its own receiver). The second provider
// first refuses the enquiry (its duplicate rule), takes it when sent again; both quote,
// the first books, and the enquiry is withdrawn from the second, which the service closes.

test("an enquiry sent to two providers: both on the page, a refusal sent again, a booking with one and the other withdrawn", async ({ sandboxAdmin: admin, browser, request }) => {
  test.setTimeout(150_000);
  const { page, organization } = admin;
  const firstKey = apiKeyOf(organization);
  const firstName = sqlOne<{ name: string }>(`SELECT c.name FROM "ServiceConnection" c JOIN "Organization" o ON o.id = c."organizationId" WHERE o.name = ?`, organization).name;
  const { id: secondId, apiKey: secondKey } = await addSandboxConnection(request, organization, "Citadel Stays");
  const second = serviceApi(request, secondKey);
  // The second provider's events reach this organisation's receiver for that connection.
  expect((await second.post("/webhooks", { url: `${RECEIVER_PREFIX}${secondId}`, events: [] })).status).toBe(201);

  // Citadel already has an enquiry with the client reference the agent will use: it refuses.
  const clientReference = uniqueReference("PROV");
  const clash = await second.post("/enquiries", {
    checkInOut: { checkIn: "2027-04-01", checkOut: "2027-04-06" },
    clientReference,
    externalId: `clash-${randomUUID()}`,
    enquiryLocation: { addressFormatted: "10 Downing Street, London SW1A 2AA, United Kingdom" },
    guestNumbers: { adults: 2 },
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
    clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
  });
  expect(clash.status, JSON.stringify(clash.json)).toBe(201);

  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-04-01", checkOut: "2027-04-06", adults: "2", clientReference });
  const reference = await sendEnquiry(page);

  const providers = page.getByTestId("provider-row");
  await expect(providers).toHaveCount(1);
  await expect(providers.first()).toHaveAttribute("data-provider", firstName);
  const refusal = page.getByTestId("provider-refusal");
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toHaveAttribute("data-provider", "Citadel Stays");
  await expect(refusal).toContainText(/reference/i);
  await page.screenshot({ path: "test-results/enquiry-providers-refused-1280.png", fullPage: true });

  // Still refused: the reason stays.
  await page.getByRole("button", { name: "Send again to the ones that failed" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Citadel Stays still refused it" })).toBeVisible();
  await expect(refusal).toHaveCount(1);

  // The clash is resolved at Citadel's end; sent again, Citadel takes it.
  sqlRows(`UPDATE "Enquiry" SET "clientReference" = ? WHERE "serviceReference" = ?`, `${clientReference}-old`, clash.json.data.serviceReference);
  await page.getByRole("button", { name: "Send again to the ones that failed" }).click();
  await expect(page.getByRole("status").filter({ hasText: "every provider has taken the enquiry" })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(providers).toHaveCount(2);
  await expect(page.getByTestId("overall-progress")).toHaveText("Waiting for 2 providers");
  const citadelRow = page.locator('[data-testid="provider-row"][data-provider="Citadel Stays"]');
  const citadelReference = (await citadelRow.getByTestId("provider-reference").textContent())!.trim();
  expect(citadelReference).toMatch(/^R[A-Z0-9]{7}$/);
  expect(citadelReference).not.toBe(reference);

  // Both quote; each provider's events arrive on the open page and are marked with it.
  await changeState(admin.context, firstKey, reference, "QUOTED");
  await expect(page.getByTestId("overall-progress")).toHaveText("1 of 2 providers quoted");
  await changeState(admin.context, secondKey, citadelReference, "QUOTED");
  await expect(page.getByTestId("overall-progress")).toHaveText("2 of 2 providers quoted");
  const timeline = page.getByTestId("timeline");
  await expect(timeline.locator('li[data-event-type="ENQUIRY.QUOTED"][data-provider="Citadel Stays"]')).toHaveCount(1);
  await expect(timeline.locator(`li[data-event-type="ENQUIRY.QUOTED"][data-provider="${firstName}"]`)).toHaveCount(1);
  await expect(page.getByTestId("provider-quotes")).toHaveCount(2);

  // The first provider's specialist books.
  const specialist = createSpecialist();
  const desk = await signInSpecialist(browser, specialist);
  await desk.page.goto(`/specialist/enquiries/${reference}`);
  await acceptInBackOffice(desk.page);
  await expect(desk.page.getByTestId("enquiry-state")).toHaveText("Booking pending");
  await desk.context.close();

  await expect(page.getByTestId("overall-progress")).toHaveText(`Booking pending with ${firstName}`);
  const booked = page.getByTestId("booked-with");
  await expect(booked).toContainText(`${firstName} has a booking pending for this enquiry`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/enquiry-providers-booked-1280.png", fullPage: true });

  await booked.getByRole("button", { name: "Withdraw from the others" }).click();
  const dialog = page.getByRole("dialog", { name: "Withdraw from the other providers?" });
  await expect(dialog).toContainText("Citadel Stays");
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Closed at Citadel Stays." })).toBeVisible();
  await expect(citadelRow.getByTestId("provider-withdrawn")).toContainText("Closed at the provider.");
  await expect(booked.getByRole("button", { name: "Withdraw from the others" })).toHaveCount(0);

  // The provider closed it, as booked elsewhere.
  const closed = await second.get(`/enquiries/${citadelReference}`);
  expect(closed.json.data.enquiryState).toEqual({ state: "CLOSED", closureReason: "BOOKED_ELSEWHERE_COMPETITOR" });

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: "test-results/enquiry-providers-withdrawn-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/enquiry-providers-withdrawn-1280.png", fullPage: true });

  // The list says how far the providers have gone.
  await page.goto("/enquiries");
  await expect(page.getByRole("row").filter({ hasText: reference }).getByTestId("enquiry-progress")).toHaveText(`Booking pending with ${firstName}`);
});
