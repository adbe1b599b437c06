import { expect, test } from "@playwright/test";
import { axeViolations, axeViolationsWithDialog } from "../support/axe";
import { acceptInBackOffice, createSpecialist, newServiceKey, postEnquiry, signInSpecialist, startReceiver } from "../support/backoffice";
import { E2E_BASE_URL, E2E_BOOTSTRAP_KEY } from "../support/env";
import { captureAction, newAdmin, replayAction } from "../support/portal";

// The provider's back office. The portal's live timeline is another piece of work; the
// steps are checked through the service's own API instead: GET enquiry, GET quotes and
// the signed webhook events a receiver gets.

test("a specialist takes an enquiry from NEW to BOOKING_CHECK_IN_DETAILS_SENT, and the service shows every step", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const key = newServiceKey();
  const specialist = createSpecialist();
  const receiver = await startReceiver();
  const auth = { "x-api-key": key };
  const hook = await request.post("/external-api/v1/webhooks", { headers: auth, data: { url: receiver.url, events: [] } });
  expect(hook.status()).toBe(201);

  const ref = await postEnquiry(request, key, { address: "221B Baker Street, London NW1 6XE, United Kingdom", checkIn: "2027-05-03", checkOut: "2027-05-10", adults: 2, leadGuest: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com" } });

  const { page, context } = await signInSpecialist(browser, specialist);
  // The queue, filtered to London, lists the new enquiry of this account.
  await page.getByLabel("City").fill("london");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: ref }).click();
  await expect(page.getByRole("heading", { name: ref })).toBeVisible();
  const state = page.getByTestId("enquiry-state");
  await expect(state).toHaveText("New");

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByTestId("action-log")).toContainText(`Assigned to ${specialist.name}`);
  await page.getByRole("button", { name: "Start shortlisting" }).click();
  await expect(state).toHaveText("Shortlisting");

  // Compose: two properties, the first at an overridden nightly rate.
  const hits = page.getByTestId("inventory-hit");
  await expect(hits.first()).toBeVisible();
  await hits.nth(0).getByRole("checkbox").first().check();
  await hits.nth(0).getByLabel(/Nightly rate override/).first().fill("150");
  await hits.nth(1).getByRole("checkbox").first().check();
  await page.getByLabel("Description").fill("Two flats near Baker Street");
  await page.getByLabel("Notes for the client").fill("Early check-in can be arranged.");
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(state).toHaveText("Quoted");
  await expect(page.getByTestId("quote").first()).toContainText("Two flats near Baker Street");

  // "Client accepted this" asks first, naming what it books; cancelled, nothing is booked.
  const firstItem = page.getByTestId("quote-item").first();
  const [propertyName, unitLine] = [(await firstItem.locator("span.font-medium").first().innerText()).split(" · ")[0]!, await firstItem.locator("span.block").first().innerText()];
  const unitName = unitLine.split(":")[0]!;
  await firstItem.getByRole("button", { name: "Client accepted this" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${propertyName} · ${unitName}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("This creates a pending booking and tells the agency at once.");
  await expect(dialog.getByTestId("booking-to-confirm")).toContainText(`Property${propertyName}`);
  await expect(dialog.getByTestId("booking-to-confirm")).toContainText(`Unit${unitLine.trim()}`);
  expect(await axeViolationsWithDialog(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("accept-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole("button", { name: `Book ${unitName}` })).toBeInViewport();
  expect(await axeViolationsWithDialog(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("accept-390.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(state).toHaveText("Quoted");
  await acceptInBackOffice(firstItem);
  await expect(state).toHaveText("Booking pending");
  await page.getByRole("button", { name: "Send partner confirmation" }).click();
  await expect(page.getByTestId("booking-state")).toHaveText("Partner confirmation sent");
  await page.getByRole("button", { name: "Send client confirmation" }).click();
  await expect(state).toHaveText("Booked");
  await page.getByRole("button", { name: "Send check-in details" }).click();
  await expect(state).toHaveText("Check-in details sent");
  await expect(page.getByTestId("action-log").getByRole("listitem")).toHaveCount(7);
  await page.screenshot({ path: "test-results/backoffice-enquiry.png", fullPage: true });

  // The service's view.
  const enquiry = (await (await request.get(`/external-api/v1/enquiries/${ref}`, { headers: auth })).json()).data;
  expect(enquiry.enquiryState).toEqual({ state: "BOOKING_CHECK_IN_DETAILS_SENT", closureReason: null });
  expect(enquiry.assignedSpecialist).toEqual({ name: specialist.name });
  const quotes = (await (await request.get(`/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { headers: auth })).json()).data;
  expect(quotes).toHaveLength(1);
  expect(quotes[0].description).toBe("Two flats near Baker Street");
  expect(quotes[0].items).toHaveLength(2);
  expect(quotes[0].items[0].property.units[0].notes).toContain("Early check-in can be arranged.");
  expect(quotes[0].items[0].property.units[0].priceBreakdown.perPeriod.amountsExcludingAdditionalCharges.excludingTaxWithBookingFee).toBeGreaterThanOrEqual(150);
  expect(quotes[0].bookedQuoteItem).toMatchObject({ quoteItemId: quotes[0].items[0].id, bookingId: expect.stringMatching(/^B[A-Z0-9]{7}$/) });
  expect(quotes[0].items.map((i: { booked: boolean }) => i.booked)).toEqual([true, false]);

  // Every step reached the webhook, each event with the enquiry as that step left it.
  const expected = [
    "ENQUIRY.CREATED",
    "ENQUIRY.SPECIALIST_ASSIGNED",
    "ENQUIRY.SHORTLISTING",
    "QUOTE.CREATED",
    "ENQUIRY.QUOTED",
    "BOOKING.PENDING",
    "BOOKING.PARTNER_CONFIRMATION_DETAILS_SENT",
    "BOOKING.CLIENT_CONFIRMATION_DETAILS_SENT",
    "BOOKING.CHECK_IN_DETAILS_SENT",
  ];
  const mine = () =>
    receiver.events.filter((e) => (e.data.serviceReference ?? e.data.serviceEnquiryReference ?? e.data.enquiry?.serviceReference) === ref);
  await expect.poll(() => mine().map((e) => e.eventType).sort(), { timeout: 20_000 }).toEqual([...expected].sort());
  const last = mine().find((e) => e.eventType === "BOOKING.CHECK_IN_DETAILS_SENT")!;
  expect(last.data.enquiry.enquiryState.state).toBe("BOOKING_CHECK_IN_DETAILS_SENT");
  expect(last.data.bookingReference).toBe(quotes[0].bookedQuoteItem.bookingId);

  await request.delete(`/external-api/v1/webhooks/${(await hook.json()).data.id}`, { headers: auth });
  await receiver.close();
  await context.close();
});

test("a portal user cannot reach the back office, and a specialist cannot reach the portal", async ({ browser, request }) => {
  const auth = { "x-api-key": E2E_BOOTSTRAP_KEY };
  const ref = await postEnquiry(request, E2E_BOOTSTRAP_KEY, { address: "Unter den Linden 77, 10117 Berlin, Germany", checkIn: "2027-05-03", checkOut: "2027-05-10", adults: 1, leadGuest: { givenName: "Alan", familyName: "Turing" } });
  const assigned = async () => (await (await request.get(`/external-api/v1/enquiries/${ref}`, { headers: auth })).json()).data.assignedSpecialist;

  const specialist = createSpecialist();
  const desk = await signInSpecialist(browser, specialist);
  // The specialist's session cookie only ever goes to /specialist.
  const cookies = await desk.context.cookies();
  expect(cookies.find((c) => c.name === "staydesk_specialist")).toMatchObject({ path: "/specialist", httpOnly: true });
  for (const path of ["/dashboard", "/enquiries", "/settings/connection"]) {
    await desk.page.goto(path);
    await expect(desk.page).toHaveURL(new RegExp(`^${E2E_BASE_URL}/sign-in`));
  }

  // Capture the "Assign to me" action without letting it run.
  await desk.page.goto(`/specialist/enquiries/${ref}`);
  await desk.page.route(`**/specialist/enquiries/${ref}`, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  const assign = await captureAction(desk.page, () => desk.page.getByRole("button", { name: "Assign to me" }).click());
  await desk.page.unroute(`**/specialist/enquiries/${ref}`);
  expect(await assigned()).toBeNull();

  const admin = await newAdmin(browser);
  for (const path of ["/specialist", `/specialist/enquiries/${ref}`]) {
    await admin.page.goto(path);
    await expect(admin.page).toHaveURL(new RegExp(`^${E2E_BASE_URL}/specialist/sign-in$`));
  }
  // The portal user's replay changes nothing; the specialist's own replay works.
  await replayAction(admin.context, assign);
  expect(await assigned()).toBeNull();
  await replayAction(desk.context, assign);
  expect(await assigned()).toEqual({ name: specialist.name });

  await admin.context.close();
  await desk.context.close();
});

test("the back office's pages have no axe violations", async ({ browser, request }) => {
  const ref = await postEnquiry(request, E2E_BOOTSTRAP_KEY, { address: "Rue de Rivoli, 75001 Paris, France", checkIn: "2027-09-01", checkOut: "2027-09-04", adults: 2, leadGuest: { givenName: "Marie", familyName: "Curie" } });

  const anonymous = await browser.newContext();
  const signInPage = await anonymous.newPage();
  await signInPage.goto("/specialist/sign-in");
  expect((await axeViolations(signInPage)), "sign-in").toEqual([]);
  await anonymous.close();

  const { page, context } = await signInSpecialist(browser, createSpecialist());
  expect((await axeViolations(page)), "queue").toEqual([]);
  await page.goto(`/specialist/enquiries/${ref}`);
  await page.getByRole("button", { name: "Start shortlisting" }).click();
  await expect(page.getByRole("heading", { name: "Compose a quote" })).toBeVisible();
  expect((await axeViolations(page)), "enquiry with the composer").toEqual([]);
  await context.close();
});

test("the queue pages through more than 200 matches: Next 200 shows the rest, Back to the oldest returns", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const key = newServiceKey();
  const specialist = createSpecialist();
  // 201 enquiries in a town no other test uses, 10 at a time.
  const refs: string[] = [];
  const stay = { address: "Main Street, Tobermory PA75 6NR, United Kingdom", checkIn: "2027-06-01", checkOut: "2027-06-04", adults: 2, leadGuest: { givenName: "Iona", familyName: "Queue" } };
  for (let i = 0; i < 201; i += 10) {
    refs.push(...(await Promise.all(Array.from({ length: Math.min(10, 201 - i) }, () => postEnquiry(request, key, stay)))));
  }

  const { page, context } = await signInSpecialist(browser, specialist);
  await page.goto("/specialist?state=ALL&city=tobermory");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(200);
  const pages = page.getByRole("navigation", { name: "Pages of the queue" });
  await expect(pages).toContainText("The 200 oldest");
  await expect(pages.getByRole("link", { name: "Back to the oldest" })).toHaveCount(0);
  const first = await rows.locator("td:first-child a").allTextContents();

  await pages.getByRole("link", { name: "Next 200" }).click();
  await expect(rows).toHaveCount(1);
  await expect(pages).toContainText("1 more, oldest first");
  await expect(pages.getByRole("link", { name: "Next 200" })).toHaveCount(0);
  // The filters come along.
  await expect(page.getByLabel("City")).toHaveValue("tobermory");
  const second = await rows.locator("td:first-child a").allTextContents();
  expect(new Set([...first, ...second])).toEqual(new Set(refs));

  await pages.getByRole("link", { name: "Back to the oldest" }).click();
  await expect(rows).toHaveCount(200);
  // An edited link's cursor starts at the oldest instead of failing.
  const edited = await page.goto("/specialist?state=ALL&city=tobermory&after=not-a-cursor");
  expect(edited?.status()).toBe(200);
  await expect(rows).toHaveCount(200);
  await context.close();
});
