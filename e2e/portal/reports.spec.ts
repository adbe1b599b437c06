import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { userIdOf } from "../support/enquiry-list";
import { newAdmin } from "../support/portal";
import { PERIOD } from "../support/report-fixture";
import { insertReportFixture } from "../support/reports";
import { joinAsAgent } from "../support/webhooks";

// The Reports page read as a manager reads it, against made data whose figures were worked
// out by hand (e2e/support/report-fixture.ts): each chart's table, the conversion, the
// waiting list; the period and the sender change them, a report's address opens the same
// report elsewhere, and an agent sees it too.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** A chart's figures as its table gives them: opened, then read row by row. */
async function table(page: Page, testId: string): Promise<string[][]> {
  const figure = page.getByTestId(testId);
  const details = figure.locator("details");
  if ((await details.getAttribute("open")) === null) await figure.locator("summary").click();
  const rows = figure.getByRole("table").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent!.trim())));
}

/** A table shown as it is (no chart), by its caption, row by row. */
async function rowsOf(page: Page, caption: string): Promise<string[][]> {
  const rows = page.getByRole("table", { name: caption }).locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((cell) => cell.textContent!.trim())));
}

async function show(page: Page, fill: { from?: string; to?: string; sender?: string }) {
  const form = page.getByRole("search", { name: "Report" });
  if (fill.from) await form.getByLabel("Sent from").fill(fill.from);
  if (fill.to) await form.getByLabel("Sent to").fill(fill.to);
  if (fill.sender) await form.getByLabel("Sent by").selectOption({ label: fill.sender });
  await form.getByRole("button", { name: "Show" }).click();
}

const waiting = (page: Page) => page.getByRole("list", { name: "Enquiries waiting longest for a quote" }).getByRole("link");

async function expectEveryone(page: Page) {
  expect(await table(page, "enquiries-per-week")).toEqual([
    ["Week of 7 Sept 2026", "3"],
    ["Week of 14 Sept 2026", "2"],
    ["Week of 21 Sept 2026", "0"],
    ["Week of 28 Sept 2026", "2"],
  ]);
  expect(await table(page, "time-to-first-quote")).toEqual([
    ["Week of 7 Sept 2026", "3", "10 h", "30 h"],
    ["Week of 14 Sept 2026", "1", "4 h", "4 h"],
    ["Week of 28 Sept 2026", "2", "6 h", "8 h"],
  ]);
  await expect(page.getByTestId("conversion")).toContainText("67%");
  await expect(page.getByTestId("conversion")).toContainText("4 of 6 quoted enquiries were booked.");
  // Each currency apart: euros and pounds are never added together.
  expect(await table(page, "spend-by-destination-EUR")).toEqual([["France", "2", "€1,713"]]);
  expect(await table(page, "spend-by-destination-GBP")).toEqual([["United Kingdom", "1", "£2,670"]]);
  expect(await table(page, "spend-by-month-EUR")).toEqual([["Oct 2026", "2", "€1,713"]]);
  expect(await table(page, "spend-by-month-GBP")).toEqual([["Sept 2026", "1", "£2,670"]]);
  // By who it is billed to: the enquiry without a client on a row of its own, each currency apart.
  expect(await rowsOf(page, "Booked spend by client in EUR")).toEqual([
    ["Acme Industries", "1", "€1,163"],
    ["No client", "1", "€550"],
  ]);
  // The open enquiries without a quote, oldest first, whenever they were sent.
  await expect(waiting(page)).toHaveText(["RPT09", "RPT04"]);
  await expect(waiting(page).first()).toHaveAttribute("href", "/enquiries/RPT09");
}

test("the figures equal the made data's answers; the period and the sender change them; the address keeps the report", async ({ browser }) => {
  test.slow();
  const admin = await newAdmin(browser);
  const { page } = admin;
  insertReportFixture(admin.organization, userIdOf(admin.person.email));

  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await show(page, PERIOD);
  await expect(page).toHaveURL(`/reports?from=${PERIOD.from}&to=${PERIOD.to}`);
  await expectEveryone(page);
  // The drawing says its gist in words.
  await expect(page.getByRole("img", { name: /^Enquiries per week: 7 enquiries over 4 weeks/ })).toBeVisible();

  if (SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/reports-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Only the member's own enquiries.
  await show(page, { sender: "Me" });
  await expect(page).toHaveURL(`/reports?from=${PERIOD.from}&to=${PERIOD.to}&agent=me`);
  expect(await table(page, "enquiries-per-week")).toEqual([
    ["Week of 7 Sept 2026", "2"],
    ["Week of 14 Sept 2026", "1"],
    ["Week of 21 Sept 2026", "0"],
    ["Week of 28 Sept 2026", "1"],
  ]);
  expect(await table(page, "time-to-first-quote")).toEqual([
    ["Week of 7 Sept 2026", "2", "2 h", "30 h"],
    ["Week of 14 Sept 2026", "1", "4 h", "4 h"],
    ["Week of 28 Sept 2026", "1", "8 h", "8 h"],
  ]);
  await expect(page.getByTestId("conversion")).toContainText("3 of 4 quoted enquiries were booked.");
  await expect(page.getByTestId("spend-by-destination-GBP")).toHaveCount(0);
  expect(await table(page, "spend-by-destination-EUR")).toEqual([["France", "2", "€1,713"]]);
  await expect(waiting(page)).toHaveText(["RPT09"]);

  // A shorter period, opened from its address in another tab: one week, whose only booking was cancelled.
  const other = await admin.context.newPage();
  await other.goto("/reports?from=2026-09-14&to=2026-09-20");
  await expect(other.getByRole("search", { name: "Report" }).getByLabel("Sent from")).toHaveValue("2026-09-14");
  await expect(other.getByRole("search", { name: "Report" }).getByLabel("Sent to")).toHaveValue("2026-09-20");
  expect(await table(other, "enquiries-per-week")).toEqual([["Week of 14 Sept 2026", "2"]]);
  expect(await table(other, "time-to-first-quote")).toEqual([["Week of 14 Sept 2026", "1", "4 h", "4 h"]]);
  await expect(other.getByTestId("conversion")).toContainText("1 of 1 quoted enquiry was booked.");
  await expect(other.getByText("No enquiry sent in this period has been booked.")).toHaveCount(2);

  // Accessible at both widths, with every table open.
  await page.goto(`/reports?from=${PERIOD.from}&to=${PERIOD.to}`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const summary of await page.locator("figure summary").all()) await summary.click();
    expect(await axeViolations(page), `${width} px`).toEqual([]);
    await page.reload();
  }
  await admin.context.close();
});

test("an agent has Reports in the navigation and sees the organisation's figures", async ({ browser }) => {
  test.slow();
  const admin = await newAdmin(browser);
  insertReportFixture(admin.organization, userIdOf(admin.person.email));
  const { page, context } = await joinAsAgent(browser, admin);
  await expect(page.getByText("you are an agent")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
  await show(page, PERIOD);
  await expectEveryone(page);
  // "Me" is the agent, who sent nothing.
  await show(page, { sender: "Me" });
  await expect(page.getByText("No enquiry sent in this period has received a quote yet.")).toHaveCount(2);
  await expect(page.getByText("Every open enquiry has a quote.")).toBeVisible();
  await context.close();
  await admin.context.close();
});
