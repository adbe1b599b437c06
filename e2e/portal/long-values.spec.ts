import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { connectedAdmin, fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { changeState } from "../support/quotes";
import { decryptStoredKey, storedConnection } from "../support/secrets";

// Screenshots of each page at both widths, for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// Values as long as the form accepts (a 255-character reference and surname, a long
// requirement, a client's note of one unbroken word) wrap or are cut with the whole value
// at hand, so that no page grows wider than the screen and the list keeps its columns.

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}

test("a 255-character reference and surname: the enquiry page, the list, the comparison and the share page stay within the screen", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await connectedAdmin(browser);
  const { page, context, organization } = admin;
  const start = uniqueReference("LONG");
  const reference = `${start}-${"X".repeat(255 - start.length - 1)}`;
  const surname = `Lovelace${"z".repeat(255 - 8)}`;
  const requirement = `Quiet${"q".repeat(300)}`;
  expect(reference).toHaveLength(255);
  await page.goto("/enquiries/new");
  await fillEnquiry(page, {
    address: "10 Downing Street, London SW1A 2AA, United Kingdom",
    checkIn: "2027-03-01",
    checkOut: "2027-03-08",
    leadGuest: { givenName: "Ada", familyName: surname },
    requirements: [requirement],
    clientReference: reference,
  });
  const serviceReference = await sendEnquiry(page);
  const apiKey = decryptStoredKey(storedConnection(organization));
  await changeState(context, apiKey, serviceReference, "QUOTED");

  // The share page, signed out, and a client's note of one long word.
  await page.goto(`/enquiries/${serviceReference}`);
  await page.getByRole("button", { name: "Create a share link" }).click();
  const url = await page.getByTestId("share-link").inputValue();
  const client = await browser.newContext();
  const visitor = await client.newPage();
  await visitor.goto(url);
  await visitor.getByRole("radio").first().check();
  await visitor.getByLabel("A note for your agent (optional)").fill(`Please${"e".repeat(480)}`);
  await visitor.getByRole("button", { name: "Send my choice" }).click();
  await expect(visitor.getByTestId("choice-saved")).toBeVisible();

  for (const viewport of VIEWPORTS) {
    const w = viewport.width;
    await page.setViewportSize(viewport);
    await visitor.setViewportSize(viewport);

    await page.goto(`/enquiries/${serviceReference}`);
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${serviceReference}` })).toBeVisible();
    // The whole value is on the page, wrapped.
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Ada ${surname}`, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `the enquiry page at ${w}px`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/long-enquiry-${w}.png`, fullPage: true });
    expect(await axeViolations(page), `the enquiry page at ${w}px`).toEqual([]);

    await page.goto("/enquiries");
    await expectNoSidewaysScroll(page, `the list at ${w}px`);
    if (w === 1280) {
      // Every column in view; the cut reference carries the whole value.
      const state = page.getByRole("columnheader", { name: "State" });
      const box = (await state.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(w);
      await expect(page.getByRole("columnheader", { name: /Created/ })).toBeInViewport();
      await expect(page.getByRole("table").getByTitle(reference)).toBeVisible();
      await expect(page.getByRole("table").getByTitle(`Ada ${surname}`)).toBeVisible();
    } else {
      // A phone lays each row out as a card: the same table, its headings left to the filters.
      await expect(page.getByRole("table").getByTitle(reference)).toBeVisible();
      await expect(page.getByRole("columnheader")).toHaveCount(0);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/long-list-${w}.png`, fullPage: true });
    expect(await axeViolations(page), `the list at ${w}px`).toEqual([]);

    await page.goto(`/enquiries/${serviceReference}/compare`);
    await expect(page.getByRole("heading", { level: 1, name: `Compare quotes · ${serviceReference}` })).toBeVisible();
    await expectNoSidewaysScroll(page, `the comparison at ${w}px`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/long-compare-${w}.png`, fullPage: true });

    await visitor.goto(url);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(visitor, `the share page at ${w}px`);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/long-share-${w}.png`, fullPage: true });
    expect(await axeViolations(visitor), `the share page at ${w}px`).toEqual([]);
  }
  await client.close();
  await context.close();
});
