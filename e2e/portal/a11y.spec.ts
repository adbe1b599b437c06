import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { connectSandbox, newAdmin } from "../support/portal";

test("sign-in and sign-up have no axe violations", async ({ page }) => {
  for (const path of ["/sign-in", "/sign-up"]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations, path).toEqual([]);
  }
});

test("the portal's pages have no axe violations, on a desktop and on a phone", async ({ browser }) => {
  const { page, context } = await newAdmin(browser);
  await connectSandbox(page);
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    for (const path of ["/dashboard", "/settings/connection", "/settings/members"]) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations, `${path} at ${viewport.width}px`).toEqual([]);
    }
  }
  await context.close();
});
