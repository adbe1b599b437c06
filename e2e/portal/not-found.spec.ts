import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { E2E_BASE_URL } from "../support/env";
import { newAdmin } from "../support/portal";

// Screenshots of each page at both widths, for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// Addresses nothing answers, in the frame their visitor knows; the API reference as admins
// reach it and read it on a phone; the landing page's example as it can be pasted.

test("an unknown address, signed out: a 404 in the public frame with a way back", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "There is no page at this address" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
    await expect(page.getByRole("link", { name: "Staydesk home" })).toHaveAttribute("href", "/");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/not-found-public-${width}.png`, fullPage: true });
    expect(await axeViolations(page), `at ${width}px`).toEqual([]);
  }
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "There is no page at this address" })).toHaveCount(0);
});

test("from an unknown address every link of the frame opens its page; /settings opens the first settings page", async ({ browser }) => {
  const { page, context } = await newAdmin(browser);
  await page.goto("/no-such-page");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Enquiries" }).click();
  await expect(page).toHaveURL(/\/enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
  await expect(page.getByText("There is no page at this address")).toHaveCount(0);
  // The not-found page's own buttons too.
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("There is no page at this address")).toHaveCount(0);

  const res = await page.goto("/settings");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/settings\/connections$/);
  await nav.getByRole("link", { name: "Members" }).click();
  await expect(page).toHaveURL(/\/settings\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  await context.close();
});

test("an unknown address, signed in: a 404 in the portal's frame; admins find the API reference under Settings", async ({ browser }) => {
  const { page, context } = await newAdmin(browser);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const res = await page.goto("/enquiriez");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "There is no page at this address" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/not-found-portal-${width}.png`, fullPage: true });
    expect(await axeViolations(page), `at ${width}px`).toEqual([]);
  }
  // On a phone the portal's navigation is behind its menu button, as on any page of the portal.
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/docs/api");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/settings/members");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "API reference" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Enquiry and Quote Integration Service/ })).toBeVisible();
  await context.close();
});

test("a page of the API reference has a table of contents on a phone, whose links open the other pages at their sections", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/docs/api/events");
  await page.getByText("Contents", { exact: true }).click();
  const contents = page.getByRole("navigation", { name: "Contents" });
  await expect(contents).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-reference-contents-390.png` });
  expect(await axeViolations(page)).toEqual([]);
  await contents.getByRole("link", { name: /Create an enquiry$/ }).click();
  await expect(page).toHaveURL(/\/docs\/api\/enquiries#post-enquiries$/);
  await expect(page.getByRole("heading", { level: 2, name: "Create an enquiry" })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/docs/api/events");
  await expect(page.getByRole("navigation", { name: "Operations" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Contents" })).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-reference-1280.png` });
});

test("the landing page's example request names the origin it is served from", async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/");
    await expect(page.getByLabel("Example request")).toHaveText(`curl -H "X-Api-Key: $KEY" ${E2E_BASE_URL}/external-api/v1/enquiries/R4E2F3A4`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-${width}.png`, fullPage: true });
  }
});
