import { expect, test } from "../support/fixtures";
import type { Page } from "@playwright/test";
import { axeViolations, axeViolationsWithDialog } from "../support/axe";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { apiKeyOf, serviceApi } from "../support/webhooks";

// The list of one's notifications (/notifications): what the e-mails say, for someone
// without their e-mail open, with the unread ones counted in the navigation.

/** Sends an enquiry with this client reference and has the sandbox quote it: a quote notification for its sender. */
async function quotedEnquiry(page: Page, organization: string, clientReference: string): Promise<string> {
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "Piazza Navona, 00186 Rome, Italy", checkIn: "2027-05-02", checkOut: "2027-05-06", clientReference });
  const reference = await sendEnquiry(page);
  const api = serviceApi(page.context().request, apiKeyOf(organization));
  expect((await api.post(`/sandbox/enquiries/${reference}/change-state`, { enquiryState: "QUOTED" })).status).toBe(204);
  return reference;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The notifications page, reloaded until the quote's notification of `clientReference` is listed (the provider's event arrives by webhook). */
async function waitForNotification(page: Page, clientReference: string): Promise<void> {
  await expect(async () => {
    await page.goto("/notifications");
    await expect(page.getByRole("listitem").filter({ hasText: `A quote arrived for ${clientReference}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function checkAt(page: Page, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.reload();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test("a quote's notification is listed and counted in the navigation, stays unread until opened, and all are marked read at once; axe-clean at 1280 and 390 px", async ({
  sandboxAdmin: admin,
}) => {
  test.setTimeout(120_000);
  const page = admin.page;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByText("No notifications yet")).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // The page and the e-mail preferences link to each other.
  await page.getByRole("link", { name: "Choose which e-mails you get" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notification e-mails" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "your notifications" }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  const first = uniqueReference("LIST");
  const reference = await quotedEnquiry(page, admin.organization, first);
  await waitForNotification(page, first);
  const item = page.getByRole("list", { name: "Notifications, newest first" }).getByRole("listitem").filter({ hasText: `A quote arrived for ${first}` });
  await expect(item).toContainText("Unread");
  await expect(item).toContainText(`The provider sent a quote for ${first}`);
  await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByTestId("unread-summary")).toHaveText("1 unread.");
  const counted = nav(page).getByRole("link", { name: "Notifications, 1 unread" });
  await expect(counted).toBeVisible();
  await expect(counted).toContainText("1");
  await expect(counted).toHaveAttribute("aria-current", "page");

  // Looking at the list marks nothing read.
  await page.reload();
  await expect(item).toContainText("Unread");
  await checkAt(page, 1280, "notifications-unread");
  await checkAt(page, 390, "notifications-unread");
  // At 390 px the count is in the drawer, and its button says so.
  const menu = page.getByRole("button", { name: "Open navigation (1 unread notification)" });
  await menu.click();
  expect(await axeViolationsWithDialog(page)).toEqual([]);
  await expect(page.getByRole("dialog").getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("notifications-drawer-390.png") });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Opening it marks it read and leads to the enquiry.
  await item.getByRole("link", { name: `A quote arrived for ${first}` }).click();
  await expect(page).toHaveURL(new RegExp(`/enquiries/${reference}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` })).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await page.goto("/notifications");
  await expect(item).not.toContainText("Unread");
  await expect(page.getByTestId("unread-summary")).toHaveText("Nothing unread.");
  await expect(page.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);

  // Another quote, marked read with "Mark all as read"; the navigation follows at once.
  const second = uniqueReference("LIST");
  await quotedEnquiry(page, admin.organization, second);
  await waitForNotification(page, second);
  await expect(nav(page).getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  const items = page.getByRole("list", { name: "Notifications, newest first" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`A quote arrived for ${second}`);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 notification marked as read." }).first()).toBeVisible();
  await expect(nav(page).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(page.getByTestId("unread-summary")).toHaveText("Nothing unread.");
  await expect(items.filter({ hasText: "Unread" })).toHaveCount(0);
  await checkAt(page, 1280, "notifications-read");
  await checkAt(page, 390, "notifications-read");

  // Someone else's (or a made-up) notification is not found.
  expect((await page.goto("/notifications/not-a-notification"))?.status()).toBe(404);
});
