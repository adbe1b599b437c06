import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Axe's violations on the page as a reader finally sees it. React reveals streamed content
 * a little after the document's load event (it batches Suspense reveals), so a check run
 * at once can see the loading skeleton, which has no heading: wait for the skeleton to go
 * and the page's level-one heading to show first. Next.js streams a dynamic page's metadata
 * after its shell, so the document's title can come a moment later still: wait for it too.
 */
export async function axeViolations(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  return (await new AxeBuilder({ page }).analyze()).violations;
}

/** Axe's violations with a dialog open: the page behind it is hidden from readers (aria-hidden), so its heading is not waited for. */
export async function axeViolationsWithDialog(page: Page) {
  await expect(page.getByRole("dialog")).toBeVisible();
  return (await new AxeBuilder({ page }).analyze()).violations;
}
