import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { createSpecialist, signInSpecialist } from "../support/backoffice";
import { quotedEnquiry } from "../support/quotes";
import { sqlRows } from "../support/sql";

// The loop after the quote: the client chooses on the share link, signed out; the agent's
// open enquiry page, the list and the back office learn it without a reload; the
// specialist books it and the enquiry page says what was booked.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const shareSection = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
const card = (page: Page, title: string) => page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });

async function createLink(page: Page): Promise<string> {
  const section = shareSection(page);
  await section.getByRole("button", { name: "Create a share link" }).click();
  return section.getByTestId("share-link").inputValue();
}

for (const width of [1280, 390]) {
  test(`at ${width} px: the client's choice reaches the agent's open page and the back office, and the booking is shown`, async ({ browser, sandboxAdmin }) => {
    test.setTimeout(150_000);
    const viewport = { width, height: width === 390 ? 844 : 900 };
    const agent = await quotedEnquiry(sandboxAdmin);
    await agent.page.setViewportSize(viewport);
    const { page, reference, quote } = agent;

    // The agency as clients see it.
    await page.goto("/settings/agency");
    await page.getByLabel("Agency name").fill("Harbour Travel");
    await page.getByLabel("Contact e-mail (optional)").fill("desk@harbour.example");
    await page.getByLabel("Contact phone (optional)").fill("+44 20 7946 0000");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved. Share links show it from now on.")).toBeVisible();

    await page.goto(`/enquiries/${reference}`);
    const url = await createLink(page);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
    await expect(shareSection(page).getByTestId("share-link-views")).toHaveText("Not opened yet");

    // Signed out, in another browser context.
    const client = await browser.newContext({ viewport });
    const visitor = await client.newPage();
    expect((await visitor.goto(url))?.status()).toBe(200);
    await expect(visitor.getByTestId("agency-name")).toHaveText("Harbour Travel");
    await expect(visitor.getByRole("link", { name: "desk@harbour.example" })).toHaveAttribute("href", "mailto:desk@harbour.example");
    expect(await axeViolations(visitor)).toEqual([]);

    const item = quote.items[1]!;
    const unit = item.property.units![0]!;
    // The second property's first unit. On a phone the table of every option comes first:
    // the option opens its property, where it can be chosen.
    if (width === 390) {
      const table = visitor.getByRole("table", { name: /^Every option/ });
      await table.getByRole("button", { name: new RegExp(`${escape(item.property.propertyName)}.*${escape(unit.unitName)}`) }).click();
    }
    const choose = visitor
      .getByRole("link", { name: new RegExp(`^Choose this option\\s*:\\s*${escape(item.property.propertyName)} · ${escape(unit.unitName)}$`) })
      .filter({ visible: true });
    await choose.scrollIntoViewIfNeeded();
    await choose.click();
    const option = visitor.getByRole("radio", { name: new RegExp(`${escape(item.property.propertyName)} · ${escape(unit.unitName)}`) });
    await expect(option).toBeChecked();
    await expect(option).toBeFocused();
    await visitor.getByLabel("A note for your agent (optional)").fill("A high floor, please.\nWe arrive late.");
    await visitor.getByRole("button", { name: "Send my choice" }).click();
    await expect(visitor.getByTestId("choice-saved")).toContainText(`Your agent now has your choice: ${item.property.propertyName} · ${unit.unitName}`);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-choice-${width}.png`, fullPage: true });

    // The agent's page, left open: no reload.
    const choice = card(page, "Client's choice");
    await expect(choice.getByTestId("client-choice")).toContainText(`${item.property.propertyName} · ${unit.unitName}`);
    await expect(choice).toContainText("A high floor, please.");
    await expect(choice.getByTestId("choice-forwarded")).toHaveText(/^Passed to .+: their specialist sees it on the enquiry\.$/);
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Client chose ${item.property.propertyName} · ${unit.unitName}`);
    await expect(shareSection(page).getByTestId("share-link-views")).toHaveText(/^Opened once: first /);
    // Nothing about the reader is kept with the link.
    const [link] = sqlRows<Record<string, unknown>>(`SELECT * FROM "ShareLink" WHERE "serviceReference" = ?`, reference);
    expect(Object.keys(link!).sort()).toEqual(
      ["createdAt", "createdById", "expiresAt", "firstViewedAt", "id", "lastViewedAt", "organizationId", "quotes", "revokedAt", "serviceReference", "tokenHash", "tokenHint", "viewCount"].sort(),
    );

    await page.goto("/enquiries");
    await expect(page.getByRole("row").filter({ hasText: reference }).or(page.getByRole("listitem").filter({ hasText: reference })).filter({ visible: true })).toContainText(
      `Client chose ${item.property.propertyName} · ${unit.unitName}`,
    );

    // The back office: "the client prefers …" on that enquiry.
    const desk = await signInSpecialist(browser, createSpecialist());
    await desk.page.setViewportSize(viewport);
    await desk.page.goto(`/specialist/enquiries/${reference}`);
    await expect(desk.page.getByTestId("client-preference")).toHaveText(`The client prefers ${item.property.propertyName} · ${unit.unitName}`);
    await expect(desk.page.getByText("“A high floor, please.")).toBeVisible();

    // The agent keeps the enquiry open; the specialist books the preferred option.
    await page.goto(`/enquiries/${reference}`);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
    const quoted = desk.page.getByTestId("quote").getByRole("listitem").filter({ hasText: item.property.propertyName });
    await expect(quoted).toContainText(`Client prefers ${unit.unitName}`);
    // The confirmation names the unit the client chose.
    await quoted.getByRole("button", { name: "Client accepted this" }).click();
    await expect(desk.page.getByRole("dialog", { name: `Book ${item.property.propertyName} · ${unit.unitName}?` })).toBeVisible();
    await desk.page.getByRole("dialog").getByRole("button", { name: `Book ${unit.unitName}` }).click();
    await expect(desk.page.getByTestId("booking-state")).toHaveText("Pending");
    const booking = page.getByTestId("booking-card");
    await expect(booking).toBeVisible();
    const reference_ = (await booking.getByTestId("booking-reference").textContent())!;
    expect(reference_).toMatch(/^B[A-Z0-9]+$/);
    await expect(booking.getByTestId("booking-state-text")).toHaveText("Pending: the provider is confirming it with the property");
    await expect(booking).toContainText(item.property.propertyName);
    await expect(booking).toContainText(unit.unitName);
    await expect(booking).toContainText("1 Mar – 8 Mar 2027 (7 nights)");
    await expect(booking.getByTestId("booking-total")).toContainText(new Intl.NumberFormat("en-GB", { style: "currency", currency: unit.priceBreakdown!.currency }).format(unit.priceBreakdown!.wholeStay.includingTax));
    await expect(booking.getByRole("list", { name: "Booking steps" }).getByRole("listitem")).toHaveCount(1);

    await desk.page.getByRole("button", { name: "Send partner confirmation" }).click();
    await expect(booking.getByTestId("booking-state-text")).toHaveText("Pending: the property has confirmed, the client's confirmation is next");
    await expect(booking.getByRole("list", { name: "Booking steps" }).getByRole("listitem")).toHaveCount(2);
    await expect(booking.getByRole("list", { name: "Booking steps" })).toContainText("Booking confirmation sent to the property");
    await expect(card(page, "Quotes").getByText("Booked", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/enquiry-booking-${width}.png`, fullPage: true });

    // The client's link now says the choice is fixed, and marks the booked option.
    await visitor.reload();
    await expect(visitor.getByTestId("choice-fixed")).toHaveText(`You chose ${item.property.propertyName} · ${unit.unitName}.`);
    await expect(visitor.getByText(/Your agent has booked one of these options/)).toBeVisible();
    await expect(visitor.getByRole("radio")).toHaveCount(0);
    await expect(visitor.getByText("Booked", { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(await axeViolations(visitor)).toEqual([]);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-booked-${width}.png`, fullPage: true });
    await client.close();
    await desk.context.close();
    await agent.context.close();
  });
}

test("a choice sent from a page whose link was revoked meanwhile is refused in words and changes nothing", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(120_000);
  const agent = await quotedEnquiry(sandboxAdmin);
  const { page, reference } = agent;
  await page.goto(`/enquiries/${reference}`);
  const url = await createLink(page);

  const client = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await client.newPage();
  await visitor.goto(url);
  await visitor.getByRole("radio").first().check();

  await shareSection(page).getByRole("button", { name: /^Revoke the link ending / }).click();
  await expect(shareSection(page).getByText(/Revoked · made/)).toBeVisible();

  await visitor.getByRole("button", { name: "Send my choice" }).click();
  await expect(visitor.getByRole("alert").filter({ hasText: "no longer works" })).toHaveText(
    "This link no longer works: it was withdrawn or has expired, so your choice was not saved. Ask your agent for a new link.",
  );
  await expect(visitor.getByRole("radio").first()).toBeChecked();
  expect(sqlRows(`SELECT 1 FROM "ShareChoice" WHERE "serviceReference" = ?`, reference)).toHaveLength(0);
  expect(sqlRows(`SELECT 1 FROM "PortalEvent" WHERE "serviceReference" = ? AND "eventType" = 'CLIENT.CHOICE'`, reference)).toHaveLength(0);
  expect(await axeViolations(visitor)).toEqual([]);
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-refused-390.png`, fullPage: true });
  await page.reload();
  await expect(card(page, "Client's choice")).toHaveCount(0);
  await client.close();
  await agent.context.close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
