import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { connectSandbox } from "../support/portal";

test("sign-in and sign-up have no axe violations", async ({ page }) => {
  for (const path of ["/sign-in", "/sign-up"]) {
    await page.goto(path);
    const violations = await axeViolations(page);
    expect(violations, path).toEqual([]);
  }
});

test("the portal's pages have no axe violations, on a desktop and on a phone", async ({ admin }) => {
  test.slow(); // fourteen pages, each checked once loaded
  const { page, context } = admin;
  await connectSandbox(page);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const path of ["/dashboard", "/reports", "/settings/connection", "/settings/members", "/settings/webhooks", "/settings/agency", "/settings/exchange-rates", "/account"]) {
      await page.goto(path);
      const violations = await axeViolations(page);
      expect(violations, `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
  await context.close();
});

test("the home page and the API reference's pages have no axe violations, on a desktop and on a phone", async ({ page }) => {
  // The API reference's events are its longest page.
  test.setTimeout(120_000);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const path of ["/", "/docs/api", "/docs/api/enquiries", "/docs/api/events"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const violations = await axeViolations(page);
      expect(violations, `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
});

test("the enquiry list, empty and filtered, has no axe violations and its headings do not skip a level", async ({ admin }) => {
  const { page, context } = admin;
  await connectSandbox(page);
  for (const path of ["/enquiries", "/enquiries?q=nothing-matches-this"]) {
    await page.goto(path);
    const levels = await page.locator("main h1, main h2, main h3, main h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    expect(levels[0], path).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `${path}: ${levels.join(",")}`).toBeLessThanOrEqual(1);
    const violations = await axeViolations(page);
    expect(violations, path).toEqual([]);
  }
  await context.close();
});

test("the sidebar's background reaches the bottom of a long page", async ({ admin }) => {
  const { page, context } = admin;
  await connectSandbox(page);
  await page.goto("/enquiries/new");
  const { pageHeight, asideHeight } = await page.evaluate(() => ({
    pageHeight: document.documentElement.scrollHeight,
    asideHeight: document.querySelector("aside")!.getBoundingClientRect().height,
  }));
  expect(pageHeight).toBeGreaterThan(900); // a long page, or the check proves nothing
  expect(asideHeight).toBeGreaterThanOrEqual(pageHeight);
  // The navigation itself stays in view at the bottom of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("link", { name: "Enquiries", exact: true })).toBeInViewport();
  await context.close();
});
