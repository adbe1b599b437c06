import type { Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { captureAction, replayAction } from "../support/portal";
import { joinAsAgent } from "../support/webhooks";

// Screenshots of both pages at both widths, for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The small form of a client's page whose submit button says `submit`. */
function formOf(page: Page, submit: string) {
  return page.locator("form").filter({ has: page.getByRole("button", { name: submit, exact: true }) });
}

async function checkBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
    // Nothing wider than the screen: a phone never scrolls the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${width}px`).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin sets up a client with its policy; an agent reads it; archived, it leaves the list", async ({ admin, browser }) => {
  const { page } = admin;
  await page.goto("/settings/clients");
  await expect(page.getByText("Clients are the companies you book stays for")).toBeVisible();

  // A first approver is asked for only when the rule asks for approval.
  await page.getByLabel("Name", { exact: true }).fill("Acme Consulting");
  await page.getByLabel("PO number required on every booking").check();
  await expect(page.getByLabel("Approver's name")).toBeHidden();
  await page.getByLabel("Approval").selectOption({ label: "Only out-of-policy choices" });
  await page.getByLabel("Approver's name").fill("Grace Hopper");
  await page.getByLabel("Approver's e-mail").fill("grace@acme.test");
  await page.getByRole("button", { name: "Add client" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Acme Consulting" })).toBeVisible();
  await expect(page.getByText("PO number required · approval: only out-of-policy choices")).toBeVisible();
  await expect(page.getByRole("table", { name: "Approvers" })).toContainText("grace@acme.test");
  const clientUrl = page.url();

  const centres = formOf(page, "Add cost centre");
  await centres.getByLabel("Code").fill("SALES");
  await centres.getByLabel("Label").fill("Sales");
  await centres.getByRole("button", { name: "Add cost centre" }).click();
  await expect(page.getByRole("table", { name: "Cost centres" })).toContainText("SALES");
  // The admin's own action, captured to be sent again as the agent.
  const addCentre = await captureAction(page, async () => {
    await centres.getByLabel("Code").fill("OPS");
    await centres.getByLabel("Label").fill("Operations");
    await centres.getByRole("button", { name: "Add cost centre" }).click();
  });
  await expect(page.getByRole("table", { name: "Cost centres" }).getByRole("row")).toHaveCount(3);

  // A code the client has already, whatever its case: refused on its field, what was typed kept.
  await centres.getByLabel("Code").fill("sales");
  await centres.getByLabel("Label").fill("Sales again");
  await centres.getByRole("button", { name: "Add cost centre" }).click();
  await expect(centres.getByLabel("Code")).toHaveAccessibleDescription(/Acme Consulting has a cost centre with the code SALES already/);
  await expect(page.getByText("Acme Consulting has a cost centre with the code SALES already.")).toHaveCount(1);
  await expect(centres.getByLabel("Code")).toHaveValue("sales");
  await expect(centres.getByLabel("Label")).toHaveValue("Sales again");
  await expect(page.getByRole("table", { name: "Cost centres" }).getByRole("row")).toHaveCount(3);

  const travellers = formOf(page, "Add traveller");
  await travellers.getByLabel("Given name").fill("Ada");
  await travellers.getByLabel("Family name").fill("Lovelace");
  await travellers.getByLabel("E-mail (optional)").fill("ada@acme.test");
  await travellers.getByRole("button", { name: "Add traveller" }).click();
  await expect(page.getByRole("table", { name: "Travellers" })).toContainText("Ada Lovelace");

  // A cap of 0 is refused beside its field and nothing typed is lost; 150 is kept as 150.00.
  const caps = formOf(page, "Add cap");
  await caps.getByLabel("For a").selectOption({ label: "City" });
  await caps.getByLabel("City or country").fill("London");
  await caps.getByLabel("Currency").fill("GBP");
  await caps.getByLabel("Nightly cap").fill("0");
  await caps.getByRole("button", { name: "Add cap" }).click();
  await expect(caps.getByLabel("Nightly cap")).toHaveAccessibleDescription(/The nightly cap must be more than zero/);
  await expect(caps.getByLabel("City or country")).toHaveValue("London");
  await expect(caps.getByLabel("Currency")).toHaveValue("GBP");
  await expect(caps.getByLabel("Nightly cap")).toHaveValue("0");
  await expect(page.getByText("No caps: no stay is out of policy.")).toBeVisible();
  await caps.getByLabel("Nightly cap").fill("150");
  await caps.getByRole("button", { name: "Add cap" }).click();
  await expect(page.getByRole("table", { name: "Policy caps" }).getByRole("row", { name: /London/ })).toContainText("150.00 GBP");

  await checkBothWidths(page, "client");
  await page.goto("/settings/clients");
  const row = page.getByRole("row", { name: /Acme Consulting/ });
  await expect(row).toContainText("Approval: only out-of-policy choices");
  await expect(row).toContainText("Required");
  await expect(row).toContainText("1 traveller · 2 cost centres · 1 cap");
  await checkBothWidths(page, "clients");

  // Another organisation's client, or none: the not-found page.
  expect((await page.goto("/settings/clients/not-a-client-of-ours"))?.status()).toBe(404);

  // An agent of the organisation reads the client, changes nothing, and cannot run an admin action.
  const agent = await joinAsAgent(browser, admin);
  await agent.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Clients" }).click();
  await expect(agent.page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await expect(agent.page.getByRole("button", { name: "Add client" })).toHaveCount(0);
  await agent.page.getByRole("link", { name: "Acme Consulting" }).click();
  await expect(agent.page.getByRole("table", { name: "Policy caps" })).toContainText("150.00 GBP");
  await expect(agent.page.getByRole("table", { name: "Cost centres" })).toContainText("OPS");
  await expect(agent.page.getByRole("button", { name: /^Remove|^Add|Archive|Save/ })).toHaveCount(0);
  const replayed = await replayAction(agent.context, { ...addCentre, body: Buffer.from(addCentre.body.toString().replaceAll("OPS", "AGENT")) });
  expect(replayed.text).toContain("can do this");
  await page.goto(clientUrl);
  await expect(page.getByRole("table", { name: "Cost centres" })).not.toContainText("AGENT");

  // Removing asks first.
  await page.getByRole("button", { name: "Remove the cost centre OPS" }).click();
  await page.getByRole("dialog", { name: "Remove the cost centre OPS?" }).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("table", { name: "Cost centres" })).not.toContainText("OPS");

  // Archived, the client leaves the list; "Show archived" brings it back into view.
  await page.getByRole("button", { name: "Archive client" }).click();
  await expect(page.getByRole("button", { name: "Restore client" })).toBeVisible();
  await page.goto("/settings/clients");
  await expect(page.getByRole("link", { name: "Acme Consulting" })).toHaveCount(0);
  await page.getByRole("link", { name: "Show archived" }).click();
  await expect(page.getByRole("row", { name: /Acme Consulting/ })).toContainText("Archived");
  await agent.context.close();
});
