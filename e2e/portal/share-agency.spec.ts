import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { quotedEnquiry } from "../support/quotes";

// Before any admin has saved Settings → Agency, a share link still says who sent it: the
// organisation's own name, without a logo or contact.

async function createLink(page: Page): Promise<string> {
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
  await section.getByRole("button", { name: "Create a share link" }).click();
  return section.getByTestId("share-link").inputValue();
}

test("a share link names the organisation itself until an agency card is saved, and Settings → Agency says so", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(120_000);
  const agent = await quotedEnquiry(sandboxAdmin);
  const { page, reference, organization } = agent;
  await page.goto(`/enquiries/${reference}`);
  const url = await createLink(page);

  const client = await browser.newContext();
  const visitor = await client.newPage();
  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await visitor.setViewportSize(viewport);
    expect((await visitor.goto(url))?.status()).toBe(200);
    const card = visitor.getByRole("region", { name: "Your agent" });
    await expect(card.getByTestId("agency-name")).toHaveText(organization);
    await expect(card.getByRole("img")).toHaveCount(0);
    await expect(card.getByRole("link")).toHaveCount(0);
    expect(await axeViolations(visitor), `share page at ${viewport.width}px`).toEqual([]);
    await visitor.screenshot({ path: test.info().outputPath(`share-${viewport.width}.png`), fullPage: true });

    await page.setViewportSize(viewport);
    await page.goto("/settings/agency");
    await expect(page.getByText(`Not saved yet: share links show ${organization}, this organisation's own name, without a logo or contact`)).toBeVisible();
    expect(await axeViolations(page), `Settings → Agency at ${viewport.width}px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`settings-agency-${viewport.width}.png`), fullPage: true });
  }

  // Saved: the card is what the admin wrote, and the note goes.
  await page.getByLabel("Agency name").fill("Harbour Travel");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. Share links show it from now on.")).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Not saved yet/)).toHaveCount(0);
  await visitor.goto(url);
  await expect(visitor.getByTestId("agency-name")).toHaveText("Harbour Travel");
  await client.close();
});
