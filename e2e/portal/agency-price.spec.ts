import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { fillEnquiry, section, sendEnquiry } from "../support/enquiries";
import { activeQuote, changeState, expectedTotalCents } from "../support/quotes";
import { decryptStoredKey, storedConnection } from "../support/secrets";
import { sqlRows } from "../support/sql";

// Screenshots for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// The agency's price and brand: an admin sets a client's markup and white label; the agent's
// comparison shows the provider's total, the markup and the client's price; the client's
// share link, signed out, shows only the client's price and the agency, never the provider
// (nor its figures, nor its name for clients); Reports count the margin.

const money = (cents: number, currency: string) => new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(cents / 100);
const wholeMoney = (cents: number, currency: string) => new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 }).format(cents / 100);
const shareSection = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
const pricingForm = (page: Page) => page.getByTestId("pricing-form");

test("a client's 12% markup and white label: the agent sees both prices, the client only its own and the agency, and Reports the margin", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(180_000);
  const { page, context, organization } = sandboxAdmin;

  // The connection's name for clients (connectSandbox left the admin on its page).
  const names = page.locator("form").filter({ has: page.getByLabel("Shown to clients as") });
  await names.getByLabel("Shown to clients as").fill("Harbour Stays");
  await names.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status").filter({ hasText: 'Clients now read "Harbour Stays".' })).toBeVisible();

  await page.goto("/settings/agency");
  await page.getByLabel("Agency name").fill("Lumen Travel");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved. Share links show it from now on.")).toBeVisible();

  await page.goto("/settings/clients");
  await page.getByLabel("Name", { exact: true }).fill("Markup Partners");
  await page.getByLabel("Approval").selectOption({ label: "None" });
  await page.getByRole("button", { name: "Add client" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Markup Partners" })).toBeVisible();

  // Refusals in words beside the field: over 100% unless meant, a negative figure, a fee without its currency.
  const form = pricingForm(page);
  await form.getByLabel("Markup", { exact: true }).selectOption({ label: "A percentage" });
  await form.getByLabel("Percentage or fee").fill("150");
  await form.getByRole("button", { name: "Set prices" }).click();
  await expect(form.getByText("A markup over 100% more than doubles the price: tick “I mean a markup over 100%” to save it.")).toBeVisible();
  await form.getByLabel("Percentage or fee").fill("-5");
  await form.getByRole("button", { name: "Set prices" }).click();
  await expect(form.getByText("A markup cannot be negative: enter 0 or more, or choose no markup.")).toBeVisible();
  await form.getByLabel("Markup", { exact: true }).selectOption({ label: "A fee per stay" });
  await form.getByLabel("Percentage or fee").fill("40");
  await form.getByRole("button", { name: "Set prices" }).click();
  await expect(form.getByText("A fee needs its currency, such as EUR: it is added only to quotes in that currency.")).toBeVisible();

  await form.getByLabel("Markup", { exact: true }).selectOption({ label: "A percentage" });
  await form.getByLabel("Percentage or fee").fill("12");
  await form.getByLabel("White label").selectOption({ label: "On" });
  await form.getByRole("button", { name: "Set prices" }).click();
  await expect(page.getByTestId("client-pricing")).toHaveText("Markup: 12% · White label: on");

  // An enquiry billed to the client, quoted by the sandbox.
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2" });
  await section(page, "Client").getByLabel("Client (optional)").selectOption({ label: "Markup Partners" });
  const reference = await sendEnquiry(page);
  const apiKey = decryptStoredKey(storedConnection(organization));
  await changeState(context, apiKey, reference, "QUOTED");
  const quote = await activeQuote(context, apiKey, reference);
  const units = quote.items.flatMap((item) => item.property.units ?? []).filter((unit) => unit.priceBreakdown);
  const currency = units[0]!.priceBreakdown!.currency;
  const priced = units.map((unit) => {
    const provider = expectedTotalCents(unit);
    return { provider, client: provider + Math.floor((provider * 12 + 50) / 100) };
  });

  // The agent: each option's provider total, markup and client price side by side.
  await page.goto(`/enquiries/${reference}/compare`);
  const clientPrices = page.locator('[data-testid$="-total-client"]');
  await expect(clientPrices).toHaveCount(units.length);
  const first = priced[0]!;
  const option = page.locator('[data-testid$="-total-prices"]').filter({ hasText: money(first.provider, currency) }).first();
  await expect(option.locator('[data-testid$="-total-markup"]')).toHaveText(`+${money(first.client - first.provider, currency)} (12%)`);
  await expect(option.locator('[data-testid$="-total-client"]')).toContainText(money(first.client, currency));
  await expect(page.getByTestId("client-price-note")).toContainText("The share link is in the agency's name only.");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-markup-1280.png`, fullPage: true });

  await page.goto(`/enquiries/${reference}`);
  await shareSection(page).getByRole("button", { name: "Create a share link" }).click();
  const url = await shareSection(page).getByTestId("share-link").inputValue();

  // The client, signed out: its price only, the agency, no provider anywhere in the page.
  const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await client.newPage();
  expect((await visitor.goto(url))?.status()).toBe(200);
  await expect(visitor.getByTestId("agency-name")).toHaveText("Lumen Travel");
  await expect(visitor.locator('[data-testid^="unit-0-"][data-testid$="-total"]').first()).toBeVisible();
  if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-white-label-1280.png` });
  const html = await visitor.content();
  expect(html).toContain(money(first.client, currency));
  for (const { provider, client: price } of priced) {
    expect(html).toContain(money(price, currency));
    expect(html, "no provider's total").not.toContain(money(provider, currency));
    expect(html, "no provider's total in the markup").not.toContain(`data-cents="${provider}"`);
  }
  expect(html).toContain(wholeMoney(first.client, currency));
  for (const name of ["Built-in sandbox", "Harbour Stays", "Quoted by", reference, quote.id, ...quote.items.map((item) => item.id)]) {
    expect(html, `the page names ${name}`).not.toContain(name);
  }

  // Printed (A4 landscape less its margins is 1062 × 733 CSS px): the client's price, and no
  // blank space after the last line that could spill onto a sheet of its own.
  await visitor.emulateMedia({ media: "print" });
  await visitor.setViewportSize({ width: 1062, height: 733 });
  const layout = await visitor.evaluate(() => {
    let bottom = 0;
    for (const element of document.querySelectorAll("main#content *")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return { height: document.documentElement.scrollHeight, bottom };
  });
  expect(layout.height - layout.bottom, "blank space below the printed comparison").toBeLessThan(24);
  const pdf = await visitor.pdf({ preferCSSPageSize: true, printBackground: true });
  const text = pdf.toString("latin1");
  const pages = Math.max((text.match(/\/Type\s*\/Page[^s]/g) ?? []).length, Number(/\/Type\s*\/Pages[\s\S]*?\/Count\s+(\d+)/.exec(text)?.[1] ?? 0));
  expect(pages).toBeGreaterThan(0);
  test.info().annotations.push({ type: "print", description: `${pages} sheet(s) for ${layout.bottom}px of content (${Math.ceil(layout.bottom / 733)} at 733px a sheet)` });
  await client.close();

  // Booked at the provider's total: Reports show the margin at the client's price.
  sqlRows(`UPDATE "TrackedEnquiry" SET state = 'BOOKED', "bookedAt" = "createdAt", "bookedTotalCents" = ?, "bookedCurrency" = ? WHERE "serviceReference" = ?`, first.provider, currency, reference);
  await page.goto("/reports");
  const margin = page.getByTestId(`margin-${currency}`);
  await expect(margin).toContainText(money(first.provider, currency));
  await expect(margin).toContainText(money(first.client, currency));
  await expect(margin.locator("td").last()).toHaveText(money(first.client - first.provider, currency));
  if (SHOTS) await margin.screenshot({ path: `${SHOTS}/reports-margin-1280.png` });
});
