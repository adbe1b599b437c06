import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { connectedAdmin, fillEnquiry, sendEnquiry } from "../support/enquiries";
import { provisioningToken } from "../support/secrets";

// Settings → Connections as an admin uses it: a second provider added next to the built-in
// sandbox (the same built-in service, another account's key), its key tried on save, a
// name that is taken refused, renamed, its own page, removed after a confirmation, and
// the enquiry sent to it still readable afterwards.

/** A key of a fresh sandbox account on the built-in service, as the provisioning endpoint issues one. */
async function freshSandboxKey(page: Page): Promise<string> {
  const res = await page.request.post("/external-api/v1/sandbox/accounts", {
    headers: { "x-provisioning-token": provisioningToken() },
    data: { accountName: `portal:e2e-second-${randomBytes(4).toString("hex")}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { apiKey: string } }).data.apiKey;
}

/** A card of the page, by its title. */
function card(page: Page, title: string) {
  return page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test("an admin adds a second provider, renames it and removes it; its enquiry stays readable", async ({ browser }, testInfo) => {
  const { page } = await connectedAdmin(browser);
  const key = await freshSandboxKey(page);
  const hint = `sd_test_…${key.slice(-4)}`;

  await page.goto("/settings/connections");
  const providers = page.getByRole("list", { name: "Providers", exact: true });
  await expect(providers.getByTestId("connection-row")).toHaveCount(1);
  await expect(providers).toContainText("Built-in sandbox");

  // Added: tried at once, said in words.
  const add = card(page, "Add a provider");
  await add.getByLabel("Name").fill("Second provider");
  await add.getByLabel("API key").fill(key);
  await add.getByRole("button", { name: "Add provider" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Second provider added (key ${hint}). The key works.` })).toBeVisible();
  await expect(providers.getByTestId("connection-row")).toHaveCount(2);
  const row = providers.getByTestId("connection-row").filter({ hasText: "Second provider" });
  await expect(row.getByTestId("key-hint")).toHaveText(hint);
  await expect(row).toContainText("Working");
  await expect(row).toContainText("live updates on");

  // A name another provider has is refused, on its field, whatever its case.
  await add.getByLabel("Name").fill("second PROVIDER");
  await add.getByLabel("API key").fill(await freshSandboxKey(page));
  await add.getByRole("button", { name: "Add provider" }).click();
  await expect(add.getByText('Another provider is already called "Second provider": choose a name agents can tell apart.')).toBeVisible();
  await expect(providers.getByTestId("connection-row")).toHaveCount(2);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`connections-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Its own page: renamed there.
  await row.getByRole("link", { name: "Second provider" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Second provider" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Live updates for this portal" })).toHaveAttribute("aria-checked", "true");
  const name = card(page, "Name");
  await name.getByLabel("Name").fill("Built-in sandbox");
  await name.getByRole("button", { name: "Rename" }).click();
  await expect(name.getByText('Another provider is already called "Built-in sandbox": choose a name agents can tell apart.')).toBeVisible();
  await name.getByLabel("Name").fill("Harbour Apartments");
  await name.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("status").filter({ hasText: '"Second provider" is now called "Harbour Apartments".' })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Apartments" })).toBeVisible();
  const connectionUrl = page.url();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`connection-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // An enquiry goes to both providers.
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { checkIn: "2027-05-03", checkOut: "2027-05-10", adults: "2", address: "221B Baker Street, London NW1 6XE, UK" });
  const reference = await sendEnquiry(page);

  // Removed, after saying what stops and what stays.
  await page.goto(connectionUrl);
  await page.getByRole("button", { name: "Remove Harbour Apartments" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Harbour Apartments?" });
  await expect(dialog).toContainText("The enquiry sent to it stays in the list, readable as history.");
  await dialog.getByRole("button", { name: "Remove provider" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Harbour Apartments removed: its key is erased and its enquiries stay in the list as history." })).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/connections\?removed=[^&]+$/);
  await expect(providers.getByTestId("connection-row")).toHaveCount(1);
  await expect(providers).not.toContainText("Harbour Apartments");
  await expect(page.getByRole("list", { name: "Removed providers" })).toContainText("Harbour Apartments");
  // Its pages are gone.
  expect((await page.goto(connectionUrl))?.status()).toBe(404);

  // The enquiry is still there and opens.
  await page.goto("/enquiries");
  await page.getByRole("link", { name: reference }).first().click();
  await expect(page).toHaveURL(new RegExp(`/enquiries/${reference}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  // The dashboard lists the providers left, with their health; the audit trail has each step.
  await page.goto("/dashboard");
  const health = page.getByRole("list", { name: "Providers' health" });
  await expect(health.getByRole("listitem")).toHaveCount(1);
  await expect(health).toContainText("Built-in sandbox");
  await expect(health).toContainText("Working");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/settings/audit");
  for (const summary of [
    'Provider "Second provider" added',
    'Provider "Second provider" renamed "Harbour Apartments".',
    'Provider "Harbour Apartments" removed',
  ]) {
    await expect(page.getByText(summary, { exact: false }).first()).toBeVisible();
  }
});

test("another organisation's connection page is not found", async ({ browser }) => {
  const owner = await connectedAdmin(browser);
  await owner.page.goto("/settings/connections");
  await owner.page.getByTestId("connection-row").getByRole("link").click();
  await expect(owner.page).toHaveURL(/\/settings\/connections\/[^/]+$/);
  const url = new URL(owner.page.url()).pathname;

  const stranger = await connectedAdmin(browser);
  for (const path of [url, `${url}/webhooks`]) {
    expect((await stranger.page.goto(path))?.status(), path).toBe(404);
  }
});
