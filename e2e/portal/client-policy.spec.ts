import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { fillEnquiry, section, sendEnquiry } from "../support/enquiries";
import { activeQuote, changeState, expectedTotalCents } from "../support/quotes";
import { decryptStoredKey, storedConnection } from "../support/secrets";

/** The small form of a client's page whose submit button says `submit`. */
function formOf(page: Page, submit: string) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: submit, exact: true }) });
}

async function addCap(page: Page, cap: { kind: "City" | "Country"; place: string; currency: string; amount: string }) {
  const caps = formOf(page, "Add cap");
  await caps.getByLabel("For a").selectOption({ label: cap.kind });
  await caps.getByLabel("City or country").fill(cap.place);
  await caps.getByLabel("Currency").fill(cap.currency);
  await caps.getByLabel("Nightly cap").fill(cap.amount);
  await caps.getByRole("button", { name: "Add cap" }).click();
  await expect(page.getByRole("table", { name: "Policy caps" }).getByRole("row", { name: new RegExp(cap.place) })).toBeVisible();
}

test("the comparison marks each option within or over the client's cap for the enquiry's city, in words, and the cheapest within policy", async ({ sandboxAdmin }) => {
  test.setTimeout(120_000);
  const { page, context, organization } = sandboxAdmin;
  await page.goto("/settings/clients");
  await page.getByLabel("Name", { exact: true }).fill("Policy Partners");
  await page.getByLabel("Approval").selectOption({ label: "None" });
  await page.getByRole("button", { name: "Add client" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Policy Partners" })).toBeVisible();
  const clientUrl = page.url();

  // An enquiry in London billed to the client, quoted by the sandbox.
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2" });
  await section(page, "Client").getByLabel("Client (optional)").selectOption({ label: "Policy Partners" });
  const reference = await sendEnquiry(page);
  const apiKey = decryptStoredKey(storedConnection(organization));
  await changeState(context, apiKey, reference, "QUOTED");
  const quote = await activeQuote(context, apiKey, reference);

  // A cap between the options' prices a night (7 nights), for the city typed in another case;
  // the country's cap of 1 would put every option over, so it must not be the one applied.
  const units = quote.items.flatMap((item) => item.property.units ?? []).filter((unit) => unit.priceBreakdown);
  const currency = units[0]!.priceBreakdown!.currency;
  const nightly = units.map((unit) => Math.ceil(expectedTotalCents(unit) / 7)).sort((a, b) => a - b);
  const cap = nightly[Math.floor(nightly.length / 2)]!;
  const within = nightly.filter((n) => n <= cap).length;
  expect(within).toBeGreaterThan(0);
  expect(within).toBeLessThan(nightly.length);
  await page.goto(clientUrl);
  await addCap(page, { kind: "Country", place: "GB", currency, amount: "1" });
  await addCap(page, { kind: "City", place: "LONDON", currency, amount: (cap / 100).toFixed(2) });

  await page.goto(`/enquiries/${reference}/compare`);
  const marks = page.getByTestId("policy-mark");
  await expect(marks).toHaveCount(nightly.length);
  await expect(marks.filter({ hasText: "Within policy" })).toHaveCount(within);
  await expect(marks.filter({ hasText: /Over policy by .+ a night/ })).toHaveCount(nightly.length - within);
  await expect(marks.first()).toContainText("a night in LONDON");
  await expect(marks.filter({ hasText: "a night in United Kingdom" })).toHaveCount(0);
  // Beside "Cheapest", on the property's head, and on the option itself.
  await expect(page.getByTestId("property-column").getByText("Cheapest within policy", { exact: true }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // On a phone, the table of options says it in words too.
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByTestId("option-table");
  await expect(table.getByText(/^Within policy/)).toHaveCount(within);
  await expect(table.getByText(/^Over policy by/)).toHaveCount(nightly.length - within);
});
