import { writeFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { captureAction, replayAction } from "../support/portal";
import { connectedAdmin, fillEnquiry, sendEnquiry } from "../support/enquiries";
import { changeState, expectedTotalCents, expireShareLinks, onRequest, quotedEnquiry, type ApiItem } from "../support/quotes";

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

const shareSection = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });

const board = (page: Page) => page.getByRole("region", { name: "Active quote" }).getByRole("list", { name: "Quoted properties" });
const columns = (page: Page) => board(page).getByTestId("property-column");
const columnNames = async (page: Page) => columns(page).evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(cents / 100);
}

/** The lowest unit total of a property, from the API's quote. */
const fromCents = (item: ApiItem) => Math.min(...(item.property.units ?? []).map(expectedTotalCents));

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // What sticks out, to say why when it fails.
    wide: [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className}`),
  }));
  expect(scrollWidth, wide.join("\n")).toBeLessThanOrEqual(innerWidth);
}

/** Where each summary row starts in each column, by row and unit slot ("total:0"), measured with boundingBox. */
async function summaryTops(page: Page): Promise<Map<string, number[]>> {
  const tops = new Map<string, number[]>();
  for (const column of await columns(page).all()) {
    for (const cell of await column.locator("[data-row]").all()) {
      const key = `${await cell.getAttribute("data-row")}:${(await cell.getAttribute("data-slot")) ?? ""}`;
      const box = await cell.boundingBox();
      tops.set(key, [...(tops.get(key) ?? []), box!.y]);
    }
  }
  return tops;
}

async function expectRowsAligned(page: Page, count: number) {
  const tops = await summaryTops(page);
  for (const row of ["distance:", "unit:0", "total:0", "per-night:0", "cancellation:0", "deposit:0"]) expect(tops.get(row), row).toHaveLength(count);
  for (const [row, ys] of tops) expect(Math.max(...ys) - Math.min(...ys), `${row} starts at ${ys.join(", ")}`).toBeLessThan(1);
}

/** Pages in a PDF: its page objects (Chromium writes them uncompressed). */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test("the comparison lines its summaries up, fits four columns, matches the Quotes card, opens from a table on a phone, and prints on two pages", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(180_000);
  const { page, context, quote, reference } = await quotedEnquiry(sandboxAdmin);
  expect(quote.items).toHaveLength(4);
  await page.goto(`/enquiries/${reference}`);

  // The quote card (issue 17, item 8): prices say what they are for, on one right edge; dates in words.
  const card = page.getByRole("list", { name: "Quotes, newest first" });
  await expect(card).toContainText("1 Mar – 8 Mar 2027 (7 nights)");
  await expect(card).not.toContainText("2027-03-01");
  const prices = card.getByTestId("quote-card-price");
  await expect(prices).toHaveCount(quote.items.length);
  for (const text of await prices.allTextContents()) expect(text).toMatch(/^from .+ for the stay \(7 nights\).+ a night, tax included$/);
  const rightEdges = await prices.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
  expect(new Set(rightEdges).size).toBe(1);
  // The card's "from" unit of each property, and its "Cheapest" property, for the comparison below.
  const cardUnits = await prices.evaluateAll((els) => els.map((el) => [el.getAttribute("data-unit"), el.getAttribute("data-cents")]));
  const cardCheapest = await card.locator("ul > li").filter({ has: page.getByText("Cheapest", { exact: true }) }).allTextContents();
  expect(cardCheapest).toHaveLength(1);

  const detailsRequest = page.waitForRequest(/\/compare\/details\?/);
  await page.getByRole("link", { name: "Compare quotes" }).click();
  await expect(page).toHaveURL(new RegExp(`/enquiries/${reference}/compare$`));
  // The page stays light: the properties' details come apart, once per version of the quote.
  const units = quote.items.flatMap((item) => item.property.units ?? []).length;
  const html = await (await context.request.get(`/enquiries/${reference}/compare`)).text();
  expect(Buffer.byteLength(html), `${quote.items.length} properties, ${units} units`).toBeLessThan(100 * 1024);
  const details = await context.request.get((await detailsRequest).url());
  expect(details.status()).toBe(200);
  expect(details.headers()["cache-control"]).toContain("immutable");
  expect(Object.keys(await details.json()).sort()).toEqual(quote.items.map((item) => item.id).sort());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Compare quotes · ${reference}`);

  // Every property, every unit, and each total equal to the one computed here; no total of the
  // sandbox's is "on request" (its only unpriced charge, a pet fee, is optional).
  await expect(columns(page)).toHaveCount(quote.items.length);
  for (const [i, item] of quote.items.entries()) {
    const column = board(page).getByRole("listitem", { name: item.property.propertyName, exact: true });
    await expect(column.getByRole("heading", { name: item.property.propertyName })).toBeVisible();
    for (const [u, unit] of (item.property.units ?? []).entries()) {
      await expect(column.getByRole("article", { name: unit.unitName, exact: true })).toBeVisible();
      const total = column.getByTestId(`unit-${i}-${u}-total`);
      await expect(total).toHaveAttribute("data-cents", String(expectedTotalCents(unit)));
      await expect(total).toContainText(money(expectedTotalCents(unit), unit.priceBreakdown!.currency));
      expect(onRequest(unit)).toBe(false);
      await expect(total).not.toContainText("on request");
    }
    // Units in the summary: cheapest for the stay first; the first is the card's "from".
    const byTotal = [...(item.property.units ?? [])].sort((a, b) => expectedTotalCents(a) - expectedTotalCents(b)).map((unit) => unit.unitName);
    await expect(column.locator('[data-row="unit"] h3')).toHaveText(byTotal);
    expect(cardUnits[i]).toEqual([byTotal[0], String(Math.min(...(item.property.units ?? []).map(expectedTotalCents)))]);
  }

  // The summary rows start at the same height in every column, and four columns fit at 1280.
  await expectRowsAligned(page, quote.items.length);
  await noSidewaysScroll(page);
  const wide = await board(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(wide.scroll).toBeLessThanOrEqual(wide.client);

  // The cheapest and the nearest are marked; "Cheapest" is the property the card marks.
  const cheapest = [...quote.items].sort((a, b) => fromCents(a) - fromCents(b))[0]!;
  const nearest = [...quote.items].sort((a, b) => a.distanceFromEnquiryLocation!.value - b.distanceFromEnquiryLocation!.value)[0]!;
  await expect(board(page).getByRole("listitem", { name: cheapest.property.propertyName, exact: true }).getByText("Cheapest", { exact: true })).toBeVisible();
  await expect(board(page).getByRole("listitem", { name: nearest.property.propertyName, exact: true }).getByText("Nearest", { exact: true })).toBeVisible();
  expect(cardCheapest[0]).toContain(cheapest.property.propertyName);

  // Every "Building" link opens the provider's page of that property.
  for (const item of quote.items) {
    const column = board(page).getByRole("listitem", { name: item.property.propertyName, exact: true });
    const building = column.getByRole("link", { name: /^Building/ });
    await expect(building).toHaveAttribute("href", item.property.propertyUrl!);
    const opened = await context.request.get(item.property.propertyUrl!);
    expect(opened.status(), item.property.propertyUrl).toBe(200);
    expect(await opened.text()).toContain(item.property.propertyName);
  }
  // The provider's page itself: signed out, the property's photos and apartments, accessible.
  const visitor = await browser.newContext();
  const propertyPage = await visitor.newPage();
  const shown = quote.items[0]!;
  await propertyPage.goto(shown.property.propertyUrl!);
  await expect(propertyPage.getByRole("heading", { level: 1 })).toHaveText(shown.property.propertyName);
  await expect(propertyPage.getByRole("list", { name: "Photos" }).locator("img")).toHaveCount(shown.property.images!.length);
  for (const unit of shown.property.units ?? []) await expect(propertyPage.getByRole("heading", { name: unit.unitName, exact: true })).toBeVisible();
  expect(await axeViolations(propertyPage)).toEqual([]);
  await propertyPage.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(propertyPage);
  expect(await axeViolations(propertyPage)).toEqual([]);
  if (SHOTS) await propertyPage.screenshot({ path: `${SHOTS}/property-390.png`, fullPage: true });
  expect((await propertyPage.goto(shown.property.propertyUrl!.replace(/[a-z0-9]+$/, "nosuchproperty")))?.status()).toBe(404);
  await visitor.close();

  // Sort by total, then by distance; the rows stay aligned.
  const sortBy = page.getByLabel("Sort by");
  await sortBy.selectOption({ label: "Total for the stay" });
  const byTotal = [...quote.items].sort((a, b) => fromCents(a) - fromCents(b)).map((i) => i.property.propertyName);
  await expect.poll(() => columnNames(page)).toEqual(byTotal);
  await sortBy.selectOption({ label: "Distance" });
  const byDistance = [...quote.items]
    .sort((a, b) => a.distanceFromEnquiryLocation!.value - b.distanceFromEnquiryLocation!.value)
    .map((i) => i.property.propertyName);
  await expect.poll(() => columnNames(page)).toEqual(byDistance);
  await expectRowsAligned(page, quote.items.length);

  // Pin the last column to the left; hide the first and show it again.
  const last = byDistance[byDistance.length - 1]!;
  await page.getByRole("button", { name: `Pin to the left ${last}` }).click();
  await expect.poll(async () => (await columnNames(page))[0]).toBe(last);
  await page.getByRole("button", { name: `Hide ${last}` }).click();
  await expect(columns(page)).toHaveCount(quote.items.length - 1);
  await expect.poll(async () => (await columnNames(page)).includes(last)).toBe(false);
  await page.getByRole("button", { name: `Show ${last}` }).click();
  await expect(columns(page)).toHaveCount(quote.items.length);

  // Only differences hides the features every property shares, and no heading is left alone.
  const features = board(page).locator("li[data-shared]");
  expect(await features.count()).toBeGreaterThan(0);
  await page.getByLabel("Only differences in features").check();
  await expect(features.first()).toBeHidden();
  const lonely = await board(page)
    .locator("ul[aria-label^='Features of']")
    .evaluateAll((lists) =>
      lists.flatMap((list) => {
        const items = [...list.children].filter((li) => (li as HTMLElement).offsetParent !== null) as HTMLElement[];
        return items.filter((li, i) => li.hasAttribute("data-category") && (i === items.length - 1 || items[i + 1]!.hasAttribute("data-category"))).map((li) => li.textContent);
      }),
    );
  expect(lonely).toEqual([]);
  await expect(board(page).locator("details:has(> ul[aria-label^='Features of']:not(:has(li:visible))) > summary:visible")).toHaveCount(0);
  await page.getByLabel("Only differences in features").uncheck();
  await expect(features.first()).toBeVisible();

  // The gallery, by keyboard: open, arrows, Escape.
  const first = quote.items.find((item) => (item.property.images ?? []).length > 1)!;
  const photos = first.property.images!.length;
  const opener = page.getByRole("button", { name: `Open ${photos} photos of ${first.property.propertyName}` });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: `Photos of ${first.property.propertyName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`1 of ${photos}`)).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByText(`2 of ${photos}`)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByText(`${photos} of ${photos}`)).toBeVisible();
  await expect(dialog.locator("img")).toHaveAttribute("alt", /.+/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/compare-1280.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/compare-1280-top.png` });
    // The signed-in page stays open for measurements (Lighthouse) when asked.
    if (process.env.E2E_KEEP_SESSION) writeFileSync(`${SHOTS}/session.json`, JSON.stringify({ url: page.url(), cookies: await context.cookies() }));
  }

  // A phone: a table of every option comes first; an option opens its property's details.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const table = page.getByRole("table", { name: /^Every option/ });
  await expect(table).toBeVisible();
  await expect(board(page)).toBeHidden();
  const options = quote.items.flatMap((item) => (item.property.units ?? []).map((unit) => ({ item, unit })));
  await expect(table.locator("tbody tr")).toHaveCount(options.length);
  await noSidewaysScroll(page);
  const tableBox = (await table.boundingBox())!;
  expect(tableBox.y).toBeLessThan(844);
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-390.png`, fullPage: true });
  const chosen = options[options.length - 1]!;
  await table.getByRole("button", { name: new RegExp(chosen.unit.unitName) }).click();
  await expect(table).toBeHidden();
  await expect(columns(page)).toHaveCount(quote.items.length);
  const openColumn = board(page).getByRole("listitem", { name: chosen.item.property.propertyName, exact: true });
  await expect(openColumn).toBeVisible();
  await expect(openColumn.getByRole("heading", { name: chosen.item.property.propertyName })).toBeFocused();
  await expect(openColumn.getByRole("article", { name: chosen.unit.unitName, exact: true })).toBeVisible();
  for (const item of quote.items.filter((i) => i !== chosen.item)) {
    await expect(board(page).getByRole("listitem", { name: item.property.propertyName, exact: true })).toBeHidden();
  }
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-390-option.png`, fullPage: true });
  await openColumn.getByRole("button", { name: "← Every option" }).click();
  await expect(table).toBeVisible();

  // Print: no portal frame or controls, no link text, small photos, no heading over nothing;
  // the summary on the first A4 landscape page, and the whole comparison on at most two.
  await page.setViewportSize({ width: 1062, height: 733 }); // A4 landscape less the 8 mm margins, in CSS pixels
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("group", { name: "Comparison controls" })).toBeHidden();
  await expect(page.getByRole("link", { name: "← Back to the enquiry" })).toBeHidden();
  await expect(page.locator("aside")).toBeHidden();
  await expect(table).toBeHidden();
  await expect(columns(page)).toHaveCount(quote.items.length);
  await noSidewaysScroll(page);
  const printed = await board(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(printed.scroll).toBeLessThanOrEqual(printed.client);
  await expect(board(page).locator("a:visible")).toHaveCount(0);
  await expect(board(page).locator("details:not([open]) > summary:visible")).toHaveCount(0);
  for (const img of await board(page).locator("img").all()) expect((await img.boundingBox())!.height).toBeLessThanOrEqual(80);
  const summaryBottom = await board(page).evaluate((el) => Math.max(...[...el.querySelectorAll("[data-row]")].map((cell) => cell.getBoundingClientRect().bottom + window.scrollY)));
  expect(summaryBottom).toBeLessThanOrEqual(733);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-print.png`, fullPage: true });
  const pdf = await page.pdf({ format: "A4", landscape: true, printBackground: true, margin: { top: "8mm", bottom: "8mm", left: "8mm", right: "8mm" } });
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  if (SHOTS) writeFileSync(`${SHOTS}/compare.pdf`, pdf);
  expect(pdfPages(pdf)).toBeGreaterThanOrEqual(1);
  expect(pdfPages(pdf)).toBeLessThanOrEqual(2);
  await context.close();
});

test("five properties scroll inside their box, and a pinned column stays at its left edge with a visible edge", async ({ sandboxAdmin }) => {
  test.setTimeout(120_000);
  const { page, context, quote, reference } = await quotedEnquiry(sandboxAdmin, "Times Square, New York, NY 10036, United States");
  expect(quote.items).toHaveLength(5);
  await page.goto(`/enquiries/${reference}/compare`);
  await expect(columns(page)).toHaveCount(5);
  await noSidewaysScroll(page);
  const box = await board(page).evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(box.scroll).toBeGreaterThan(box.client);
  await expectRowsAligned(page, 5);

  const third = quote.items[2]!.property.propertyName;
  await page.getByRole("button", { name: `Pin to the left ${third}` }).click();
  await expect.poll(async () => (await columnNames(page))[0]).toBe(third);
  await board(page).evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const pinned = board(page).getByRole("listitem", { name: third, exact: true });
  await expect.poll(async () => Math.round((await pinned.boundingBox())!.x - (await board(page).boundingBox())!.x)).toBe(0);
  expect(await pinned.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
  // The columns behind it scroll: the second one has passed under it.
  const second = board(page).getByRole("listitem", { name: (await columnNames(page))[1]!, exact: true });
  const pinnedBox = (await pinned.boundingBox())!;
  expect((await second.boundingBox())!.x).toBeLessThan(pinnedBox.x + pinnedBox.width);
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-1280-five-pinned.png` });
  await context.close();
});

test("a share link works signed out, shows no agent data, and is gone after revocation or expiry", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(120_000);
  const { page, context, quote, reference, person, organization } = await quotedEnquiry(sandboxAdmin);
  await page.goto(`/enquiries/${reference}`);
  const section = shareSection(page);
  await section.getByRole("button", { name: "Create a share link" }).click();
  const url = await section.getByTestId("share-link").inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
  await expect(section.getByRole("list", { name: "Share links" }).getByRole("listitem")).toHaveCount(1);

  const client = await browser.newContext();
  const visitor = await client.newPage();
  const response = await visitor.goto(url);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Serviced apartment options");
  for (const item of quote.items) await expect(visitor.getByRole("heading", { name: item.property.propertyName })).toBeVisible();
  const html = await visitor.content();
  const connection = await page.goto("/settings/connection").then(() => page.getByTestId("key-hint").textContent());
  for (const secret of [person.name, person.email, connection!, "sd_test_"]) expect(html, `shows ${secret}`).not.toContain(secret);
  // The agency is named (its own name, until an admin saves a profile): that is whom the client deals with.
  await expect(visitor.getByText(organization, { exact: true }).first()).toBeVisible();
  expect((await axeViolations(visitor))).toEqual([]);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await noSidewaysScroll(visitor);

  // Revoked: gone at once.
  await page.goto(`/enquiries/${reference}`);
  await section.getByRole("button", { name: /^Revoke the link ending / }).click();
  await expect(section.getByText(/Revoked · made/)).toBeVisible();
  expect((await visitor.goto(url))?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { name: "This link does not open" })).toBeVisible();

  // Expired: a second link, fourteen days on.
  await section.getByRole("button", { name: "Create a share link" }).click();
  const second = await section.getByTestId("share-link").inputValue();
  expect((await visitor.goto(second))?.status()).toBe(200);
  expireShareLinks(reference);
  expect((await visitor.goto(second))?.status()).toBe(404);
  // A made-up token is the same 404.
  expect((await visitor.goto(url.replace(/.{4}$/, "AAAA")))?.status()).toBe(404);
  await client.close();
  await context.close();
});

test("another organisation cannot open the comparison nor manage its links", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(120_000);
  const a = await quotedEnquiry(sandboxAdmin);
  await a.page.goto(`/enquiries/${a.reference}`);
  const section: Locator = shareSection(a.page);
  await section.getByRole("button", { name: "Create a share link" }).click();
  await expect(section.getByTestId("share-link")).toBeVisible();
  const revoke = await captureAction(a.page, () => section.getByRole("button", { name: /^Revoke the link ending / }).click());
  await expect(section.getByText(/Revoked · made/)).toBeVisible();
  await section.getByRole("button", { name: "Create a share link" }).click();
  await expect(section.getByTestId("share-link")).toBeVisible();

  const detailsRequest = a.page.waitForRequest(/\/compare\/details\?/);
  await a.page.goto(`/enquiries/${a.reference}/compare`);
  const detailsUrl = (await detailsRequest).url();

  const b = await connectedAdmin(browser);
  // A's details, asked with B's session: not found, and nothing of A's in the answer.
  const bDetails = await b.context.request.get(detailsUrl);
  expect(bDetails.status()).toBe(404);
  for (const item of a.quote.items) expect(await bDetails.text()).not.toContain(item.property.propertyName);
  await b.page.goto(`/enquiries/${a.reference}/compare`);
  await expect(b.page.getByRole("heading", { name: "No such enquiry" })).toBeVisible();
  for (const item of a.quote.items) expect(await b.page.content()).not.toContain(item.property.propertyName);

  // B sends A's actions with its own session: A's link and enquiry are not found.
  const bRevoke = await replayAction(b.context, revoke);
  expect(bRevoke.text).toContain("That link does not exist.");
  await b.page.goto("/enquiries");
  const create = await captureAction(a.page, () => section.getByRole("button", { name: "Create a share link" }).click());
  const bCreate = await replayAction(b.context, create);
  expect(bCreate.text).toContain("No such enquiry.");
  await a.page.reload();
  await expect(section.getByRole("list", { name: "Share links" }).getByRole("listitem").filter({ hasText: "Active" })).toHaveCount(2);
  await a.context.close();
  await b.context.close();
});

test("a new quote replaces the active one: the earlier one is listed below, collapsed, with when it was replaced", async ({ sandboxAdmin }) => {
  const { page, context, apiKey, reference, quote: first } = await quotedEnquiry(sandboxAdmin);
  await changeState(context, apiKey, reference, "QUOTED");
  await page.goto(`/enquiries/${reference}/compare`);
  const earlier = page.getByTestId("earlier-quote");
  await expect(earlier).toHaveCount(1);
  await expect(earlier).toContainText("replaced");
  const names = earlier.getByRole("listitem");
  await expect(names.first()).toBeHidden();
  await earlier.locator("summary").click();
  await expect(names).toHaveCount(first.items.length);
  for (const item of first.items) await expect(names.filter({ hasText: item.property.propertyName })).toBeVisible();
  await context.close();
});

test("an enquiry without a quote says what happens next", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom" });
  const reference = await sendEnquiry(page);
  await page.goto(`/enquiries/${reference}/compare`);
  await expect(page.getByRole("heading", { name: "No active quote yet" })).toBeVisible();
  await expect(page.getByText(/No specialist has taken this enquiry yet/)).toBeVisible();
  await expect(page.getByText(/shortlisting/)).toHaveCount(0);
  await context.close();
});
