import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { axeViolations } from "../support/axe";
import { connectedAdmin } from "../support/enquiries";
import { insertEnquiries, userIdOf } from "../support/enquiry-list";
import { signIn } from "../support/portal";
import { quotedEnquiry } from "../support/quotes";
import { joinAsAgent, RECEIVER_PREFIX } from "../support/webhooks";

// The audit trail after doing each kind of action through the pages; an agent cannot open it.

const target = (name: string) => `https://93.184.215.14/${name}-${randomBytes(3).toString("hex")}`;

test("the audit trail shows what was done, by whom and from where; agents get 403", async ({ browser }) => {
  test.slow();
  const admin = await connectedAdmin(browser);
  const page = admin.page;

  // The connection tested; live updates off and on again.
  await page.goto("/settings/connection");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The key works" })).toBeVisible();
  await page.goto("/settings/webhooks");
  const toggle = page.getByRole("switch", { name: "Live updates for this portal" });
  await toggle.click();
  await page.getByRole("dialog", { name: "Turn live updates off?" }).getByRole("button", { name: "Turn live updates off" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  // A webhook created, changed and deleted.
  const url = target("audit");
  await page.getByRole("button", { name: "Add webhook" }).click();
  let dialog = page.getByRole("dialog", { name: "Add a webhook" });
  await dialog.getByLabel("URL").fill(url);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Edit the webhook ${url}` }).click();
  dialog = page.getByRole("dialog", { name: "Edit webhook" });
  await dialog.getByLabel("Description").fill("Changed");
  await dialog.getByRole("button", { name: "Save webhook" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: `Delete the webhook ${url}` }).click();
  await page.getByRole("dialog", { name: "Delete this webhook?" }).getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByTestId("webhook-url").filter({ hasText: url })).toHaveCount(0);

  // A member invited (and joined as an agent), who cannot open the trail nor export it.
  const agent = await joinAsAgent(browser, admin);
  const forbidden = await agent.page.goto("/settings/audit");
  expect(forbidden?.status()).toBe(403);
  await expect(agent.page.getByRole("heading", { level: 1, name: "Only admins can open this page" })).toBeVisible();
  expect((await agent.page.request.get("/settings/audit/export")).status()).toBe(403);
  await expect(agent.page.getByRole("link", { name: "Audit trail" })).toHaveCount(0);

  // Their role changed, then removed.
  await page.goto("/settings/members");
  const row = page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: "agent" }).last();
  await row.getByRole("button", { name: "Make admin" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is now an admin" })).toBeVisible();
  await row.getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Remove / }).click();
  await expect(page.getByRole("status").filter({ hasText: "was removed" })).toBeVisible();
  await agent.context.close();

  // An export.
  insertEnquiries(admin.organization, userIdOf(admin.person.email), [
    { reference: "RAUDIT1", client: "A-1", state: "NEW", checkIn: null, place: "Oslo, Oslo, Norway", mine: true, createdAt: "2026-01-01T00:00:00Z" },
  ]);
  await page.goto("/enquiries?destination=oslo");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  await download;

  // A wrong password, then a sign-in, in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, { ...admin.person, password: "not-the-password-at-all" });
  await expect(otherPage.getByText("The e-mail address or the password is wrong.")).toBeVisible();
  await signIn(otherPage, admin.person);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await other.close();

  // The trail, newest first, each kind there once at least, with the address the server saw.
  await page.goto("/settings/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  const entries = page.getByRole("list", { name: "Audit entries, newest first" });
  const kinds = [
    "sign-in",
    "sign-in-failed",
    "member-invited",
    "member-removed",
    "member-role-changed",
    "connection-added",
    "connection-tested",
    "live-updates-on",
    "live-updates-off",
    "webhook-created",
    "webhook-changed",
    "webhook-deleted",
    "export-made",
  ];
  for (const kind of kinds) await expect(entries.locator(`[data-kind="${kind}"]`).first(), kind).toBeVisible();
  await expect(entries.locator("li").first()).toHaveAttribute("data-kind", "sign-in");
  await expect(entries.locator('[data-kind="export-made"]')).toContainText("destination=oslo");
  await expect(entries.locator('[data-kind="sign-in"]').first()).toContainText(`from ${admin.person.address}`);
  // No key in the trail, only its mask.
  await expect(entries).not.toContainText(/sd_test_[A-Za-z0-9]{8,}/);

  // Filter by kind.
  await page.getByLabel("Kind").selectOption({ label: "Webhook created" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(entries.locator("li")).toHaveCount(1);
  await expect(entries).toContainText(url);

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `audit trail at ${viewport.width}px`).toEqual([]);
    if (process.env.E2E_SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/audit-${viewport.width}.png`, fullPage: true });
  }
  await admin.context.close();
});

test("share links made and revoked and a delivery resent are in the trail, and in its CSV", async ({ browser }) => {
  test.slow();
  const { page, context, reference, person } = await quotedEnquiry(await connectedAdmin(browser));

  // A share link made, then revoked, on the enquiry's page.
  await page.goto(`/enquiries/${reference}`);
  const share = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
  await share.getByRole("button", { name: "Create a share link" }).click();
  await expect(share.getByRole("list", { name: "Share links" }).getByRole("listitem")).toHaveCount(1);
  await share.getByRole("button", { name: /^Revoke the link ending / }).click();
  await expect(share.getByText(/Revoked · made/)).toBeVisible();

  // A delivery to the portal's own receiver resent from its delivery log.
  await page.goto("/settings/webhooks");
  await page.getByRole("listitem").filter({ hasText: RECEIVER_PREFIX }).getByRole("link", { name: "Delivery log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery log" })).toBeVisible();
  const rows = page.getByTestId("delivery-row");
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  await rows.first().getByRole("button", { name: "Resend" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Delivery queued" })).toBeVisible();

  await page.goto("/settings/audit");
  const entries = page.getByRole("list", { name: "Audit entries, newest first" });
  for (const kind of ["share-link-created", "share-link-revoked", "deliveries-resent"]) {
    await expect(entries.locator(`[data-kind="${kind}"]`), kind).toHaveCount(1);
    await expect(entries.locator(`[data-kind="${kind}"]`), kind).toContainText(person.name);
  }

  // The CSV of one kind: its header, then the one entry the filtered page shows.
  await page.getByLabel("Kind").selectOption({ label: "Share link revoked" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(entries.locator("li")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const records = parse(readFileSync(await (await download).path(), "utf8"), { bom: true }) as string[][];
  expect(records[0]).toEqual(["When", "Who", "What", "Detail", "From"]);
  expect(records.slice(1).map((record) => record.slice(1, 3))).toEqual([[person.name, "Share link revoked"]]);
  expect(records[1]![4]).toBe(person.address);
  await context.close();
});
