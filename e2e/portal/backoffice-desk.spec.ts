import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { acceptInBackOffice, createSpecialist, newServiceKey, postEnquiry, signInSpecialist } from "../support/backoffice";
import { connectedAdmin } from "../support/enquiries";
import { decryptStoredKey, storedConnection } from "../support/secrets";

// The back office as a specialist meets it: agencies by their names, the composer's
// refusals where the eye is, pages that follow what others do, and the small things
// (a closure reason, requirements, the booked mark on a phone).

const STAY = { address: "221B Baker Street, London NW1 6XE, United Kingdom", checkIn: "2027-06-07", checkOut: "2027-06-14", adults: 2 };
const guest = (familyName: string) => ({ givenName: "Ada", familyName, email: "ada@example.com" });

/** Opens the enquiry, starts shortlisting and waits for the composer's inventory. */
async function shortlist(page: Page, ref: string) {
  await page.goto(`/specialist/enquiries/${ref}`);
  await page.getByRole("button", { name: "Start shortlisting" }).click();
  await expect(page.getByTestId("enquiry-state")).toHaveText("Shortlisting");
  await expect(page.getByTestId("inventory-hit").first()).toBeVisible();
}

/** Sends a quote of the first unit of the first two properties, at the inventory's rates. */
async function quote(page: Page) {
  const hits = page.getByTestId("inventory-hit");
  await hits.nth(0).getByRole("checkbox").first().check();
  await hits.nth(1).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByTestId("enquiry-state")).toHaveText("Quoted");
}

test("the queue names each agency as its organisation is called, and finds an enquiry by reference, agency or guest", async ({ browser, request }) => {
  test.setTimeout(90_000);
  // An agency connected the way the portal connects: "Use the built-in sandbox".
  const admin = await connectedAdmin(browser);
  const key = decryptStoredKey(storedConnection(admin.organization));
  const ref = await postEnquiry(request, key, { ...STAY, leadGuest: guest(`Queue${Date.now()}`) });
  await admin.context.close();

  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await page.getByLabel("Search").fill(ref.toLowerCase());
  await page.getByRole("button", { name: "Filter" }).click();
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one enquiry
  await expect(rows.nth(1)).toContainText(ref);
  await expect(rows.nth(1)).toContainText(admin.organization);
  await expect(page.getByRole("table")).not.toContainText("portal:");

  // By the agency's name, and the enquiry page says whose it is.
  await page.getByLabel("Search").fill(admin.organization);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name: ref }).click();
  await expect(page.getByTestId("enquiry-agency")).toHaveText(admin.organization);
  await context.close();
});

test("a refused quote says what is wrong on the field itself, and its summary is in view with the focus", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ref = await postEnquiry(request, newServiceKey(), { ...STAY, leadGuest: guest("Composer") });
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await shortlist(page, ref);

  // A zero rate on the first unit, from the bottom of the long form.
  const firstHit = page.getByTestId("inventory-hit").first();
  await firstHit.getByRole("checkbox").first().check();
  const rate = firstHit.getByLabel(/Nightly rate override/).first();
  await rate.fill("0");
  await page.getByRole("button", { name: "Send quote" }).click();

  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText("The quote was not sent");
  await expect(summary).toContainText("The nightly rate must be more than 0.");
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(rate).toHaveAccessibleDescription("The nightly rate must be more than 0.");
  await expect(page.locator("body")).not.toContainText("items.0");
  expect(await axeViolations(page), "the refused composer").toEqual([]);

  // The summary's line leads to the field.
  await summary.getByRole("link").first().click();
  await expect(rate).toBeFocused();

  // Not a number; then no unit at all.
  await rate.fill("12,50");
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(rate).toHaveAccessibleDescription("Enter the nightly rate as a number, such as 120 or 99.50.");
  await firstHit.getByRole("checkbox").first().uncheck();
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect(summary).toContainText("Tick at least one unit to quote.");
  await expect(summary).toBeInViewport();
  await expect(page.getByTestId("enquiry-state")).toHaveText("Shortlisting");
  await page.screenshot({ path: "test-results/backoffice-composer-refused-1280.png", fullPage: false });
  await context.close();
});

test("an override that cuts the rate by half or more is sent only after a second look", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const ref = await postEnquiry(request, newServiceKey(), { ...STAY, leadGuest: guest("Cut") });
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await shortlist(page, ref);
  const firstHit = page.getByTestId("inventory-hit").first();
  await firstHit.getByRole("checkbox").first().check();
  const placeholder = Number(await firstHit.getByLabel(/Nightly rate override/).first().getAttribute("placeholder"));
  const cut = Math.max(1, Math.floor(placeholder * 0.12));
  await firstHit.getByLabel(/Nightly rate override/).first().fill(String(cut));
  await page.getByRole("button", { name: "Send quote" }).click();

  const dialog = page.getByRole("dialog", { name: "Send at these rates?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("deep-cuts")).toContainText(`${Math.round((1 - cut / placeholder) * 100)}% less`);
  await dialog.getByRole("button", { name: "Change the rates" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("enquiry-state")).toHaveText("Shortlisting");

  await page.getByRole("button", { name: "Send quote" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Send at these rates" }).click();
  await expect(page.getByTestId("enquiry-state")).toHaveText("Quoted");
  await context.close();
});

test("a second tab follows a move made in the first, and a tab that missed it re-reads after the refusal", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ref = await postEnquiry(request, newServiceKey(), { ...STAY, leadGuest: guest("Tabs") });
  const { page: first, context } = await signInSpecialist(browser, createSpecialist());
  await shortlist(first, ref);
  await quote(first);

  const second = await context.newPage();
  await second.goto(`/specialist/enquiries/${ref}`);
  await expect(second.getByRole("button", { name: "Client accepted this" }).first()).toBeVisible();

  // The first tab books: the second, untouched, stops offering it.
  await acceptInBackOffice(first);
  await expect(first.getByTestId("enquiry-state")).toHaveText("Booking pending");
  await expect(second.getByTestId("enquiry-state")).toHaveText("Booking pending");
  await expect(second.getByRole("button", { name: "Client accepted this" })).toHaveCount(0);
  await expect(second.getByTestId("booking-state")).toHaveText("Pending");

  // A third tab that hears nothing (its questions are dropped) offers a stale move; the
  // service refuses it, says so, and the page re-reads.
  const deaf = await context.newPage();
  await deaf.route("**/specialist/version**", (route) => route.abort());
  await deaf.goto(`/specialist/enquiries/${ref}`);
  await expect(deaf.getByRole("button", { name: "Send partner confirmation" })).toBeVisible();
  await first.getByRole("button", { name: "Cancel booking" }).click();
  await expect(first.getByTestId("booking-state")).toHaveText("Cancelled");
  await deaf.getByRole("button", { name: "Send partner confirmation" }).click();
  await expect(deaf.getByRole("status")).not.toBeEmpty();
  await expect(deaf.getByTestId("booking-state")).toHaveText("Cancelled");
  await expect(deaf.getByRole("button", { name: "Send partner confirmation" })).toHaveCount(0);
  await context.close();
});

test("closing without a reason marks the reason; requirements keep their lines; on a phone the booked mark stays in its item", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const key = newServiceKey();
  const suffix = `${Date.now()}`;
  const created = await request.post("/external-api/v1/enquiries", {
    headers: { "x-api-key": key },
    data: {
      checkInOut: { checkIn: STAY.checkIn, checkOut: STAY.checkOut },
      clientReference: `REQ-${suffix}`,
      externalId: `req-${suffix}`,
      enquiryLocation: { addressFormatted: STAY.address },
      guestNumbers: { adults: 2 },
      guestRequirements: [
        { text: "Ground floor", type: "GENERAL" },
        { text: "Parking for one car\nArriving after 22:00", type: "GENERAL" },
      ],
      leadGuest: guest("Small"),
      clientBooker: { contactNumber: null, email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
    },
  });
  expect(created.status()).toBe(201);
  const ref = (await created.json()).data.serviceReference as string;
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await page.goto(`/specialist/enquiries/${ref}`);

  await page.getByRole("button", { name: "Close" }).click();
  const reason = page.getByLabel("Closure reason");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription("Choose a closure reason.");
  await expect(page.getByTestId("enquiry-state")).toHaveText("New");

  const requirements = page.getByTestId("requirements").getByRole("listitem");
  await expect(requirements).toHaveCount(2);
  // Drawn on two lines, as the agent typed it (innerText follows what is drawn).
  expect(await requirements.nth(1).evaluate((li) => (li as HTMLElement).innerText)).toBe("Parking for one car\nArriving after 22:00");

  await page.getByRole("button", { name: "Start shortlisting" }).click();
  await expect(page.getByTestId("inventory-hit").first()).toBeVisible();
  await quote(page);
  await acceptInBackOffice(page, 1);
  await expect(page.getByTestId("enquiry-state")).toHaveText("Booking pending");

  await page.setViewportSize({ width: 390, height: 844 });
  const items = page.getByTestId("quote-item");
  const booked = items.filter({ has: page.getByText("Booked", { exact: true }) });
  await expect(booked).toHaveCount(1);
  await expect(items.nth(1)).toContainText("Booked");
  // The mark is drawn inside its item's box, below that item's top and above its bottom.
  const box = (await items.nth(1).boundingBox())!;
  const mark = (await items.nth(1).getByText("Booked", { exact: true }).boundingBox())!;
  expect(mark.y).toBeGreaterThanOrEqual(box.y);
  expect(mark.y + mark.height).toBeLessThanOrEqual(box.y + box.height);
  await context.close();
});

test("screenshots of the queue, an enquiry and the composer at 1280 and 390 px", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ref = await postEnquiry(request, newServiceKey(), { ...STAY, leadGuest: guest("Screens") });
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await shortlist(page, ref);
  await quote(page);
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/specialist");
    await expect(page.getByRole("heading", { name: "Queue" })).toBeVisible();
    await page.screenshot({ path: `test-results/backoffice-queue-${width}.png`, fullPage: true });
    await page.goto(`/specialist/enquiries/${ref}`);
    await expect(page.getByTestId("quote").first()).toBeVisible();
    await page.screenshot({ path: `test-results/backoffice-enquiry-${width}.png`, fullPage: true });
    const hit = page.getByTestId("inventory-hit").first();
    await hit.getByRole("checkbox").first().check();
    await hit.getByLabel(/Nightly rate override/).first().fill("-5");
    await page.getByRole("button", { name: "Send quote" }).click();
    await expect(page.getByTestId("error-summary")).toBeFocused();
    await page.screenshot({ path: `test-results/backoffice-composer-${width}.png` });
  }
  await context.close();
});
