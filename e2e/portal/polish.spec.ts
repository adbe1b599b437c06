import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { createSpecialist, newServiceKey, openInBackOffice, postEnquiry, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry } from "../support/enquiries";
import { E2E_PORT } from "../support/env";
import { addSandboxConnection } from "../support/extra-sandbox";
import { ownServer } from "../support/own-server";
import { createOrganization, newPerson, signUp } from "../support/portal";
import { changeState } from "../support/quotes";
import { provisioningToken } from "../support/secrets";
import { sqlOne, sqlRows } from "../support/sql";
import { apiKeyOf, connectionIdOf } from "../support/webhooks";

// Small things of the portal and the back office as people meet them at 1280 and 390 px:
// one "Cheapest" across two providers' quotes, sandbox controls that name the provider
// they move, the specialist's name on a provider's row, the price table's labels, the
// back office's queue on a phone, and a provider's page right after it was added.

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function atBothWidths(page: Page, name: string, check: (width: number) => Promise<void> = async () => {}): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways at ${size.width} px`).toBe(true);
    await check(size.width);
    expect(await axeViolations(page), `${name} at ${size.width} px`).toEqual([]);
    await page.screenshot({ path: SHOTS ? `${SHOTS}/${name}-${size.width}.png` : test.info().outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDTHS[0]);
}

/** How many lines of text an element's content is drawn on, from its line boxes. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/** The "·" separators in an element drawn at the start of a line (wrapped away from what they follow), with the text after each. */
async function separatorsStartingALine(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const chars: { node: Text; at: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let at = 0; at < text.data.length; at++) if (text.data[at]!.trim()) chars.push({ node: text, at });
    }
    const box = ({ node, at }: { node: Text; at: number }) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    return chars.flatMap((char, k) => {
      if (char.node.data[char.at] !== "·" || box(char).width === 0) return [];
      const before = k > 0 ? box(chars[k - 1]!) : null;
      const here = box(char);
      return !before || here.top >= before.bottom - 1 ? [char.node.data.slice(char.at, char.at + 40)] : [];
    });
  });
}

test("two providers quoted: one Cheapest across both, the sandbox controls name their provider, and the specialist's name stays whole on a phone", async ({ sandboxAdmin, browser, request }) => {
  test.setTimeout(180_000);
  const { page, context, organization } = sandboxAdmin;
  const alpha = { id: connectionIdOf(organization), key: apiKeyOf(organization), name: "Alpha Stays" };
  sqlRows(`UPDATE "ServiceConnection" SET name = ? WHERE id = ?`, alpha.name, alpha.id);
  const beta = { ...(await addSandboxConnection(request, organization, "Beta Flats")), name: "Beta Flats" };

  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2" });
  const reference = await sendEnquiry(page);
  const { id: enquiryId } = sqlOne<{ id: string }>(`SELECT id FROM "TrackedEnquiry" WHERE "serviceReference" = ?`, reference);
  const referenceAt = (connectionId: string) =>
    sqlOne<{ serviceReference: string }>(`SELECT "serviceReference" FROM "ProviderEnquiry" WHERE "enquiryId" = ? AND "connectionId" = ?`, enquiryId, connectionId).serviceReference;

  // Alpha (the sandbox) quotes its usual four; Beta's specialist quotes two dearer ones.
  await changeState(context, alpha.key, referenceAt(alpha.id), "QUOTED");
  const specialist = createSpecialist();
  const desk = await signInSpecialist(browser, specialist);
  await openInBackOffice(desk.page, referenceAt(beta.id));
  await desk.page.getByRole("button", { name: "Assign to me" }).click();
  await desk.page.getByRole("button", { name: "Start shortlisting" }).click();
  const hits = desk.page.getByTestId("inventory-hit");
  for (const [i, rate] of ["900", "950"].entries()) {
    await hits.nth(i).getByRole("checkbox").first().check();
    await hits.nth(i).getByLabel(/Nightly rate override/).first().fill(rate);
  }
  await desk.page.getByLabel("Description").fill("Two dearer flats");
  await desk.page.getByRole("button", { name: "Send quote" }).click();
  await expect(desk.page.getByTestId("enquiry-state")).toHaveText("Quoted");
  await desk.context.close();

  await page.reload();
  const sections = page.getByTestId("provider-quotes");
  await expect(sections).toHaveCount(2);
  const prices = page.getByTestId("quote-card-price");
  await expect(prices).toHaveCount(6);
  // One "Cheapest", on the lowest total of both providers' active quotes: Beta's cheaper property is not marked.
  const lowest = Math.min(...(await prices.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-cents"))))));
  const cheapest = page.getByTestId("quote-property").filter({ has: page.getByText("Cheapest", { exact: true }) });
  await expect(cheapest).toHaveCount(1);
  await expect(cheapest.getByTestId("quote-card-price")).toHaveAttribute("data-cents", String(lowest));
  await expect(sections.filter({ has: page.getByRole("heading", { name: alpha.name }) }).getByText("Cheapest", { exact: true })).toHaveCount(1);

  // The sandbox controls say whose enquiry they move.
  const sandbox = page.locator("section").filter({ has: page.getByRole("heading", { name: /^Sandbox controls/ }) });
  await expect(sandbox.getByRole("heading", { level: 2 })).toHaveText(`Sandbox controls for ${alpha.name}`);
  await expect(sandbox).toContainText(referenceAt(alpha.id));
  await expect(sandbox).not.toContainText(beta.name);

  // Each provider's specialist, on a line of its own making: no separator left to start a line.
  const betaRow = page.locator(`[data-testid="provider-row"][data-provider="${beta.name}"]`);
  await expect(betaRow.getByTestId("provider-specialist")).toHaveText(`Specialist ${specialist.name}`);
  const card = (title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
  await atBothWidths(page, "enquiry-two-providers", async (width) => {
    for (const row of await page.getByTestId("provider-row").all()) {
      const name = row.getByTestId("provider-specialist");
      await expect(name).not.toContainText("·");
      expect(await linesOf(name), `the specialist's name on one line at ${width} px`).toBe(1);
    }
    for (const title of ["Providers", "Quotes"]) expect(await separatorsStartingALine(card(title)), `${title} at ${width} px`).toEqual([]);
  });
});

test("the comparison's price tables keep each label on one line", async ({ sandboxAdmin }) => {
  test.setTimeout(120_000);
  const { page, context, organization } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2" });
  const reference = await sendEnquiry(page);
  await changeState(context, apiKeyOf(organization), reference, "QUOTED");
  await page.goto(`/enquiries/${reference}/compare`);
  await expect(page.getByTestId("property-column").first()).toBeVisible();
  await atBothWidths(page, "compare-prices", async (width) => {
    // On a phone, the board's columns open one at a time, from the table of every option.
    if (width < 768) await page.getByRole("table", { name: /^Every option/ }).getByRole("button").first().click();
    const tables = page.getByRole("table").filter({ has: page.locator("caption", { hasText: /^Prices of / }) });
    const first = tables.filter({ visible: true }).first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeVisible();
    if (SHOTS) await first.locator("xpath=..").screenshot({ path: `${SHOTS}/price-table-${width}.png` });
    for (const label of await first.getByRole("rowheader").all()) expect(await linesOf(label), `"${await label.innerText()}" at ${width} px`).toBe(1);
    for (const label of await first.getByRole("columnheader").all()) expect(await linesOf(label), `"${await label.innerText()}" at ${width} px`).toBe(1);
  });
});

test("the back office's queue fits a phone: no sideways scrolling, every cell in view", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const reference = await postEnquiry(request, newServiceKey(), {
    address: "221B Baker Street, London NW1 6XE, United Kingdom",
    checkIn: "2027-05-03",
    checkOut: "2027-05-10",
    adults: 2,
    leadGuest: { givenName: "Ada", familyName: "Lovelace" },
  });
  const { page, context } = await signInSpecialist(browser, createSpecialist());
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Filter" }).click();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await atBothWidths(page, "backoffice-queue", async (width) => {
    const table = page.getByRole("table");
    expect(await table.locator("xpath=..").evaluate((el) => el.scrollWidth <= el.clientWidth), `the queue scrolls sideways at ${width} px`).toBe(true);
    for (const cell of await row.getByRole("cell").all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, `${await cell.innerText()} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await expect(row.getByRole("link", { name: reference })).toBeInViewport();
  });
  await context.close();
});

test("right after a provider at another address is added: its page counts the portal's webhook, and the form shows what it will send", async ({ browser }) => {
  test.setTimeout(150_000);
  // A portal of the spec's own that may reach a provider on loopback: itself, at another address.
  const server = ownServer(E2E_PORT + 61, { CONNECTION_ALLOW_PRIVATE_TARGETS: "true", TRUSTED_PROXIES: "127.0.0.1,::1" });
  await server.start();
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signUp(page, newPerson("admin"));
    await createOrganization(page, `Agency ${randomBytes(3).toString("hex")}`);
    const res = await page.request.post("/external-api/v1/sandbox/accounts", {
      headers: { "x-provisioning-token": provisioningToken() },
      data: { accountName: `portal:e2e-${randomBytes(4).toString("hex")}` },
    });
    expect(res.status()).toBe(201);
    const key = ((await res.json()) as { data: { apiKey: string } }).data.apiKey;
    const baseUrl = server.url.replace("localhost", "127.0.0.1");

    await page.goto("/settings/connections");
    const builtIn = page.getByRole("radio", { name: /Built into this app/ });
    const another = page.getByRole("radio", { name: /Another provider/ });
    await page.getByLabel("Name").fill("Harbour Apartments");
    await another.check();
    await page.getByLabel("Base URL").fill(baseUrl);
    await page.getByLabel("API key").fill(key);
    await page.getByRole("button", { name: "Add provider" }).click();
    // Said with the portal's own receiver counted: adding a provider turned its live updates on.
    await expect(page.getByRole("status").filter({ hasText: "Harbour Apartments added" })).toContainText("The key works. The account has 1 webhook.");
    // The form is ready for the next provider, and what is ticked is what it shows.
    await expect(builtIn).toBeChecked();
    await expect(another).not.toBeChecked();
    await expect(page.getByLabel("Base URL")).toHaveCount(0);
    await expect(page.getByLabel("Name")).toHaveValue("");
    await atBothWidths(page, "connections-added");

    await page.getByRole("list", { name: "Providers", exact: true }).getByRole("link", { name: "Harbour Apartments" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Harbour Apartments" })).toBeVisible();
    const summary = page.locator("section").filter({ has: page.getByRole("heading", { name: "Current connection" }) });
    await expect(summary).toContainText("Live updates");
    await expect(summary.getByText("On", { exact: true })).toBeVisible();
    await expect(summary).toContainText("The key works. The account has 1 webhook.");
    await expect(summary).not.toContainText("no webhooks yet");
    const change = page.locator("section").filter({ has: page.getByRole("heading", { name: "Change the connection" }) });
    await expect(change.getByRole("radio", { name: /Another provider/ })).toBeChecked();
    await expect(change.getByLabel("Base URL")).toHaveValue(baseUrl);
    await atBothWidths(page, "connection-added");

    // A new key saved: the form still shows the address it keeps.
    const again = await page.request.post("/external-api/v1/sandbox/accounts", {
      headers: { "x-provisioning-token": provisioningToken() },
      data: { accountName: `portal:e2e-${randomBytes(4).toString("hex")}` },
    });
    await change.getByLabel("Replace the API key").fill(((await again.json()) as { data: { apiKey: string } }).data.apiKey);
    await change.getByRole("button", { name: "Save connection" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Connection saved" })).toBeVisible();
    await expect(change.getByRole("radio", { name: /Another provider/ })).toBeChecked();
    await expect(change.getByLabel("Base URL")).toHaveValue(baseUrl);
    await context.close();
  } finally {
    await server.stop();
  }
});
