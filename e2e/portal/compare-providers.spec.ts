import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { addSandboxConnection } from "../support/extra-sandbox";
import { expectedTotalCents, quotedEnquiry, type ApiQuote } from "../support/quotes";
import { sqlOne, sqlRows } from "../support/sql";

// Two providers quoted one agency enquiry: the comparison shows both quotes' properties
// side by side with their providers' marks and one "Cheapest" across both, the share link
// shows both, and the client's choice of the second provider's option goes to that
// provider. The second provider is a second account of the built-in service, connected
// here through the database (the connections' own screens are another spec's).

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const dbTime = (at = new Date()) => at.toISOString().replace("Z", "+00:00");

/** A second provider of the organisation, quoting the same agency enquiry (its externalId). */
async function secondProvider(request: APIRequestContext, organization: string, reference: string): Promise<{ connectionId: string; ref: string; apiKey: string; quote: ApiQuote }> {
  const { organizationId } = sqlOne<{ organizationId: string }>(`SELECT id AS "organizationId" FROM "Organization" WHERE name = ?`, organization);
  const tracked = sqlOne<{ id: string; externalId: string }>(`SELECT id, "externalId" FROM "TrackedEnquiry" WHERE "organizationId" = ? AND "serviceReference" = ?`, organizationId, reference);
  sqlRows(`UPDATE "ServiceConnection" SET name = ? WHERE "organizationId" = ?`, "Alpha Stays", organizationId);
  const { id: connectionId, apiKey } = await addSandboxConnection(request, organization, "Beta Flats");
  const enquiry = await request.post("/external-api/v1/enquiries", {
    headers: { "x-api-key": apiKey },
    data: {
      checkInOut: { checkIn: "2027-03-01", checkOut: "2027-03-08" },
      clientReference: `BETA-${randomUUID().slice(0, 8)}`,
      externalId: tracked.externalId,
      enquiryLocation: { addressFormatted: "221B Baker Street, London NW1 6XE, United Kingdom" },
      guestNumbers: { adults: 2 },
      leadGuest: { givenName: "Ada", familyName: "Lovelace", email: "ada@example.com" },
      clientBooker: { contactNumber: "+44 20 7946 0000", email: "booker@example.com", familyName: "Booker", givenName: "Bea" },
    },
  });
  expect(enquiry.status()).toBe(201);
  const ref = ((await enquiry.json()) as { data: { serviceReference: string } }).data.serviceReference;
  const moved = await request.post(`/external-api/v1/sandbox/enquiries/${ref}/change-state`, { headers: { "x-api-key": apiKey }, data: { enquiryState: "QUOTED" } });
  expect(moved.status()).toBe(204);
  sqlRows(
    `INSERT INTO "ProviderEnquiry" (id, "organizationId", "enquiryId", "connectionId", "serviceReference", state, "keyGeneration", "quoteCount", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, 1, 1, ?, ?)`,
    randomUUID(), organizationId, tracked.id, connectionId, ref, "QUOTED", dbTime(new Date(Date.now() + 1000)), dbTime(),
  );
  const res = await request.get(`/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { headers: { "x-api-key": apiKey } });
  const quote = ((await res.json()) as { data: ApiQuote[] }).data.find((q) => q.state === "ACTIVE")!;
  return { connectionId, ref, apiKey, quote };
}

const columns = (page: Page) => page.getByTestId("property-column");

test("two providers' quotes side by side, shared with the client, who chooses the second provider's option", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(150_000);
  const agent = await quotedEnquiry(sandboxAdmin);
  const { page, reference, quote: alphaQuote } = agent;
  const beta = await secondProvider(agent.context.request, agent.organization, reference);

  await page.goto(`/enquiries/${reference}/compare`);
  const all = [...alphaQuote.items.map((item) => ({ item, provider: "Alpha Stays" })), ...beta.quote.items.map((item) => ({ item, provider: "Beta Flats" }))];
  await expect(columns(page)).toHaveCount(all.length);
  for (const [i, { item, provider }] of all.entries()) {
    const column = columns(page).nth(i);
    await expect(column.getByRole("heading", { name: item.property.propertyName, level: 2 })).toBeVisible();
    await expect(column.getByTestId("provider-mark")).toHaveText(`Quoted by ${provider}`);
  }
  // One cheapest across both quotes (all in one currency here): the lowest total of any unit.
  const lowest = Math.min(...all.flatMap(({ item }) => (item.property.units ?? []).filter((u) => u.priceBreakdown).map(expectedTotalCents)));
  const cheapest = all.filter(({ item }) => (item.property.units ?? []).some((u) => u.priceBreakdown && expectedTotalCents(u) === lowest));
  await expect(page.getByTestId("property-column").filter({ has: page.getByText("Cheapest", { exact: true }) })).toHaveCount(cheapest.length);
  // Sorted by total across providers: the cheapest column comes first.
  await page.getByLabel("Sort by").selectOption("total");
  await expect(columns(page).first().getByRole("heading", { level: 2 })).toHaveText(cheapest[0]!.item.property.propertyName);
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-providers-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("option-table")).toContainText("Quoted by Beta Flats");
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/compare-providers-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The share link holds both quotes.
  const share = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
  await share.getByRole("button", { name: "Create a share link" }).click();
  const url = await share.getByTestId("share-link").inputValue();

  for (const width of [1280, 390]) {
    const client = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    const visitor = await client.newPage();
    expect((await visitor.goto(url))?.status()).toBe(200);
    await expect(visitor.getByTestId("provider-mark").filter({ hasText: "Beta Flats" }).first()).toBeAttached();
    await expect(visitor.getByRole("radio")).toHaveCount(all.reduce((n, { item }) => n + (item.property.units ?? []).length, 0));
    expect(await axeViolations(visitor)).toEqual([]);
    if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/share-providers-${width}.png`, fullPage: true });
    await client.close();
  }

  // The client chooses the second provider's second property.
  const client = await browser.newContext();
  const visitor = await client.newPage();
  await visitor.goto(url);
  const item = beta.quote.items[1]!;
  const unit = item.property.units![0]!;
  await visitor.getByRole("link", { name: new RegExp(`^Choose this option\\s*:\\s*${escape(item.property.propertyName)} · ${escape(unit.unitName)}\\s*, quoted by Beta Flats$`) }).click();
  const option = visitor.getByRole("radio", { name: new RegExp(`${escape(item.property.propertyName)} · ${escape(unit.unitName)}.*Quoted by Beta Flats`) });
  await expect(option).toBeChecked();
  await visitor.getByRole("button", { name: "Send my choice" }).click();
  await expect(visitor.getByTestId("choice-saved")).toContainText(`Your agent now has your choice: ${item.property.propertyName} · ${unit.unitName}`);
  await client.close();

  // Recorded as the second provider's option, and passed to that provider only.
  await expect
    .poll(() => sqlRows<{ connectionId: string; forwarded: string }>(`SELECT "connectionId", forwarded FROM "ShareChoice" WHERE "providerReference" = ?`, beta.ref)[0])
    .toEqual({ connectionId: beta.connectionId, forwarded: "SENT" });
  const preferences = sqlRows<{ serviceReference: string; quoteItemId: string }>(
    `SELECT e."serviceReference", p."quoteItemId" FROM "ClientPreference" p JOIN "Enquiry" e ON e.id = p."enquiryId" WHERE e."serviceReference" IN (?, ?)`,
    reference, beta.ref,
  );
  expect(preferences).toEqual([{ serviceReference: beta.ref, quoteItemId: item.id }]);
});

test("Settings → Exchange rates: a mistake said in words, rates listed newest first, one deleted", async ({ admin }) => {
  const { page } = admin;
  await page.goto("/settings/exchange-rates");
  const form = page.locator("form", { has: page.getByRole("button", { name: "Add the rate" }) });
  await form.getByLabel("Converted from").fill("usd");
  await form.getByLabel("Rate", { exact: true }).fill("0,92");
  await form.getByLabel("Converted into").fill("E1");
  await form.getByRole("button", { name: "Add the rate" }).click();
  await expect(form.getByLabel("Rate", { exact: true })).toHaveAccessibleDescription(/Give the rate as a number with a dot for decimals/);
  await expect(form.getByLabel("Converted into")).toHaveAccessibleDescription(/three-letter ISO 4217 code/);

  await form.getByLabel("Rate", { exact: true }).fill("0.92");
  await form.getByLabel("Converted into").fill("eur");
  await form.getByLabel("Date of the rate").fill("2026-11-20");
  await form.getByRole("button", { name: "Add the rate" }).click();
  await expect(page.getByText("Rate added: 1 USD = 0.92 EUR from 20 Nov 2026.").first()).toBeVisible();
  await form.getByLabel("Converted from").fill("USD");
  await form.getByLabel("Rate", { exact: true }).fill("0.9");
  await form.getByLabel("Converted into").fill("EUR");
  await form.getByLabel("Date of the rate").fill("2026-11-01");
  await form.getByRole("button", { name: "Add the rate" }).click();
  const list = page.getByRole("list", { name: "Exchange rates" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("1 USD = 0.92 EUR · rate of 20 Nov 2026");
  await expect(list.getByRole("listitem").first()).toContainText("In use today");
  await expect(list.getByRole("listitem").nth(1)).not.toContainText("In use today");
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/exchange-rates-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/exchange-rates-390.png`, fullPage: true });

  await list.getByRole("button", { name: "Delete the rate 1 USD = 0.92 EUR, 20 Nov 2026" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem").first()).toContainText("1 USD = 0.9 EUR · rate of 1 Nov 2026");
  await expect(list.getByRole("listitem").first()).toContainText("In use today");
});
