import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { connectedAdmin, fillEnquiry, section, sendEnquiry, uniqueReference } from "../support/enquiries";
import type { Person } from "../support/portal";
import { quotedEnquiry } from "../support/quotes";
import { sqlRows } from "../support/sql";

// Screenshots of each page at both widths, for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// A session that ends while a page is open (expired, signed out elsewhere, revoked): the
// next button pressed says so, signing in returns to that page, and the intake form still
// holds what was typed.

function endSessions(person: Person): void {
  sqlRows(`DELETE FROM "PortalSession" WHERE "userId" = (SELECT id FROM "PortalUser" WHERE email = ?)`, person.email);
}

async function signInAgain(page: Page, person: Person): Promise<void> {
  await expect(page.getByRole("status").filter({ hasText: "Your session has ended: sign in to continue." })).toBeVisible();
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("the intake form sent after the session ended: sign-in says so, returns to the form with everything typed, and Send then works", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, person } = await connectedAdmin(browser);
  await page.goto("/enquiries/new");
  const reference = uniqueReference("DRAFT");
  await fillEnquiry(page, {
    address: "10 Downing Street, London SW1A 2AA, United Kingdom",
    checkIn: "2027-04-01",
    checkOut: "2027-04-05",
    adults: "3",
    leadGuest: { givenName: "Grace", familyName: "Hopper" },
    requirements: ["Ground floor"],
    clientReference: reference,
  });
  const externalId = await section(page, "References").getByLabel("External id").inputValue();

  endSessions(person);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fenquiries%2Fnew&reason=session-ended$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-ended-sign-in-1280.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await signInAgain(page, person);
  await expect(page).toHaveURL(/\/enquiries\/new$/);
  await expect(page.getByRole("status").filter({ hasText: "Your unsent enquiry is back as you left it." })).toBeVisible();
  const stay = section(page, "Stay");
  await expect(stay.getByLabel("Check-in")).toHaveValue("2027-04-01");
  await expect(stay.getByLabel("Check-out")).toHaveValue("2027-04-05");
  await expect(stay.getByLabel("Adults")).toHaveValue("3");
  await expect(section(page, "Location").getByRole("textbox", { name: "Address", exact: true })).toHaveValue("10 Downing Street, London SW1A 2AA, United Kingdom");
  await expect(section(page, "Lead guest").getByLabel("Surname (optional)")).toHaveValue("Hopper");
  await expect(section(page, "Requirements").getByLabel("Requirement 1", { exact: true })).toHaveValue("Ground floor");
  await expect(section(page, "References").getByLabel("Your reference")).toHaveValue(reference);
  // The same externalId: the enquiry is the one begun, never a second one.
  await expect(section(page, "References").getByLabel("External id")).toHaveValue(externalId);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-ended-form-1280.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await sendEnquiry(page);
  await expect(page.getByText(reference).first()).toBeVisible();

  // Sent: the draft is gone, and the next enquiry starts from the defaults.
  await page.goto("/enquiries/new");
  await expect(section(page, "Stay").getByLabel("Adults")).toHaveValue("2");
  await expect(section(page, "References").getByLabel("Your reference")).not.toHaveValue(reference);
  await expect(page.getByText("Your unsent enquiry is back as you left it.")).toHaveCount(0);
});

test("the draft survives a reload, and Start afresh drops it", async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await connectedAdmin(browser);
  await first.page.goto("/enquiries/new");
  await fillEnquiry(first.page, { leadGuest: { familyName: "Lovelace" } });
  await first.page.reload();
  await expect(section(first.page, "Lead guest").getByLabel("Surname (optional)")).toHaveValue("Lovelace");
  await first.page.setViewportSize({ width: 390, height: 844 });
  await first.page.screenshot({ path: "test-results/screens/session-ended-form-390.png", fullPage: true });
  await first.page.getByRole("button", { name: "Start afresh" }).click();
  await expect(section(first.page, "Lead guest").getByLabel("Surname (optional)")).toHaveValue("");
  await first.page.reload();
  await expect(section(first.page, "Lead guest").getByLabel("Surname (optional)")).toHaveValue("");
});

test("any action after the session ended (a share link here) returns to its page after signing in", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, person, reference } = await quotedEnquiry(await connectedAdmin(browser));
  await page.setViewportSize({ width: 390, height: 844 });
  // The page without live updates: the quote's events are still arriving, and a re-render
  // they caused after the session ended would reach sign-in before the button is pressed
  // (the next test shows that way).
  await page.route(/\/api\/events(\?|$)/, (route) => route.abort());
  await page.goto(`/enquiries/${reference}`);
  endSessions(person);
  await page.getByRole("button", { name: "Create a share link" }).click();
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=%2Fenquiries%2F${reference}&reason=session-ended$`));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/session-ended-sign-in-390.png`, fullPage: true });
  await signInAgain(page, person);
  await expect(page).toHaveURL(new RegExp(`/enquiries/${reference}$`));
  await page.getByRole("button", { name: "Create a share link" }).click();
  await expect(page.getByTestId("share-link")).toHaveValue(/\/share\//);
});

test("an open page that re-renders after the session ended says so on sign-in; signed out, it does not", async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, person, reference } = await quotedEnquiry(await connectedAdmin(browser));
  await page.goto(`/enquiries/${reference}`);
  endSessions(person);
  // An event's re-render or a reload: the request still carries the ended session's cookie.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=%2Fenquiries%2F${reference}&reason=session-ended$`));
  await signInAgain(page, person);
  await expect(page).toHaveURL(new RegExp(`/enquiries/${reference}$`));

  // Signed out on purpose, the cookie goes with the session: sign-in has nothing to explain.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto(`/enquiries/${reference}`);
  await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=%2Fenquiries%2F${reference}$`));
  await expect(page.getByText("Your session has ended")).toHaveCount(0);
});
