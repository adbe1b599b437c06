import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { axeViolations } from "../support/axe";
import { createSpecialist, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, section, sendEnquiry } from "../support/enquiries";
import { expect, test } from "../support/fixtures";
import { linkIn, waitForMail } from "../support/mail";
import { activeQuote, changeState, expectedTotalCents } from "../support/quotes";
import { decryptStoredKey, storedConnection } from "../support/secrets";
import { joinAsAgent } from "../support/webhooks";

// A corporate client's stay from the policy to the bill: an admin sets the client up, an
// agent sends an enquiry for one of its travellers, the comparison marks the options
// against the client's cap, the client's choice over the cap goes to its approver by
// e-mail (through the tests' own SMTP server) and reaches the provider once approved; a
// second choice is declined and returns to the client; the booking carries the cost centre
// and PO number into the export and Reports.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** The small form of a client's page whose submit button says `submit`. */
const formOf = (page: Page, submit: string) => page.locator("form").filter({ has: page.getByRole("button", { name: submit, exact: true }) });
const card = (page: Page, title: string) => page.locator("section", { has: page.getByRole("heading", { name: title, exact: true }) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function addCostCentre(page: Page, code: string, label: string) {
  const form = formOf(page, "Add cost centre");
  await form.getByLabel("Code").fill(code);
  await form.getByLabel("Label").fill(label);
  await form.getByRole("button", { name: "Add cost centre" }).click();
  await expect(page.getByRole("table", { name: "Cost centres" })).toContainText(code);
}

/** Opens the approver's newest link in a browser of its own (no account) and decides. */
async function decide(browser: Browser, approver: string, subject: string, count: number, decision: "Approve" | "Decline", comment?: string) {
  const message = await waitForMail(approver, subject, count);
  expect(message.text).toContain("The reason given:");
  const link = linkIn(message, "/approve/");
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.goto(link))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^A stay for Acme /);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/approve-${count}-${width}.png`, fullPage: true });
    expect(await axeViolations(page), `the approval page at ${width}px`).toEqual([]);
  }
  if (comment) await page.getByLabel("Comment (optional)").fill(comment);
  await page.getByRole("button", { name: decision, exact: true }).click();
  await expect(page.getByTestId("decision-made")).toHaveText(decision === "Approve" ? /^Approved: .+ goes to the agency's provider for booking\. Thank you\.$/ : /^Declined: the traveller is asked to choose again, with your comment\. Thank you\.$/);
  return { link, context };
}

test("a client's choice over its travel policy is approved by e-mail before it reaches the provider; a second is declined, a third approved by phone is recorded; the booking carries the billing codes", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(240_000);
  const { page: adminPage, context: adminContext, organization } = sandboxAdmin;
  const suffix = Math.random().toString(36).slice(2, 8);
  const clientName = `Acme ${suffix}`;
  const approver = `approver-${suffix}@acme.test`;

  // The admin: a client with a cap of £150 a night in London, two cost centres, PO numbers
  // required, and an approver for what goes over the policy.
  await adminPage.goto("/settings/clients");
  await adminPage.getByLabel("Name", { exact: true }).fill(clientName);
  await adminPage.getByLabel("PO number required on every booking").check();
  await adminPage.getByLabel("Approval").selectOption({ label: "Only out-of-policy choices" });
  await adminPage.getByLabel("Approver's name").fill("Grace Hopper");
  await adminPage.getByLabel("Approver's e-mail").fill(approver);
  await adminPage.getByRole("button", { name: "Add client" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: clientName })).toBeVisible();
  await addCostCentre(adminPage, "SALES", "Sales");
  await addCostCentre(adminPage, "OPS", "Operations");
  const travellers = formOf(adminPage, "Add traveller");
  await travellers.getByLabel("Given name").fill("Ada");
  await travellers.getByLabel("Family name").fill("Lovelace");
  await travellers.getByLabel("E-mail (optional)").fill(`ada-${suffix}@acme.test`);
  await travellers.getByRole("button", { name: "Add traveller" }).click();
  await expect(adminPage.getByRole("table", { name: "Travellers" })).toContainText("Ada Lovelace");
  const caps = formOf(adminPage, "Add cap");
  await caps.getByLabel("For a").selectOption({ label: "City" });
  await caps.getByLabel("City or country").fill("London");
  await caps.getByLabel("Currency").fill("GBP");
  await caps.getByLabel("Nightly cap").fill("150");
  await caps.getByRole("button", { name: "Add cap" }).click();
  await expect(adminPage.getByRole("table", { name: "Policy caps" })).toContainText("150.00 GBP");

  // An agent: an enquiry for one of the client's travellers, the PO number asked for.
  const agent = await joinAsAgent(browser, sandboxAdmin);
  const page = agent.page;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "10 Downing Street, London SW1A 2AA, United Kingdom", checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "1" });
  const billing = section(page, "Client");
  await billing.getByLabel("Client (optional)").selectOption({ label: clientName });
  await billing.getByLabel("Traveller (optional)").selectOption({ label: "Ada Lovelace" });
  await billing.getByLabel("Cost centre (optional)").selectOption({ label: "SALES · Sales" });
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(billing.getByText(/requires a PO number/)).toBeVisible();
  await billing.getByLabel("PO number").fill(`PO-${suffix}`);
  await billing.getByLabel("Project code (optional)").fill("AUDIT-27");
  const reference = await sendEnquiry(page);

  // The sandbox quotes; the comparison marks each option against the cap.
  const apiKey = decryptStoredKey(storedConnection(organization));
  await changeState(adminContext, apiKey, reference, "QUOTED");
  const quote = await activeQuote(adminContext, apiKey, reference);
  const options = quote.items.flatMap((item, i) => (item.property.units ?? []).map((unit, j) => ({ value: `${i}.${j}`, label: `${item.property.propertyName} · ${unit.unitName}`, nightly: Math.ceil(expectedTotalCents(unit) / 7), currency: unit.priceBreakdown!.currency })));
  expect(options.every((o) => o.currency === "GBP")).toBe(true);
  const over = options.filter((o) => o.nightly > 15_000);
  expect(over.length).toBeGreaterThanOrEqual(3);
  await page.goto(`/enquiries/${reference}/compare`);
  const marks = page.getByTestId("policy-mark");
  await expect(marks).toHaveCount(options.length);
  await expect(marks.filter({ hasText: /Over policy by £[\d,.]+ a night/ })).toHaveCount(over.length);
  await expect(marks.first()).toContainText("Policy: £150 a night in London");

  // A share link; the client, signed out, chooses an option over the cap, with a reason.
  await page.goto(`/enquiries/${reference}`);
  const share = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
  await share.getByRole("button", { name: "Create a share link" }).click();
  const url = await share.getByTestId("share-link").inputValue();
  const clientContext = await browser.newContext();
  const visitor = await clientContext.newPage();
  await visitor.goto(url);
  // The client sees the same marks against their policy before choosing.
  await expect(visitor.getByTestId("policy-mark").filter({ hasText: /Over policy by £[\d,.]+ a night/ })).toHaveCount(over.length);
  const first = over[0]!;
  await visitor.getByRole("radio", { name: new RegExp(escape(first.label)) }).check();
  await visitor.getByRole("button", { name: "Send my choice" }).click();
  await expect(visitor.getByLabel("Reason for your approver")).toHaveAccessibleDescription(/Say why this option suits you: it goes to your approver first, as it is £[\d,.]+ a night over the cap of £150 a night in London/);
  await visitor.getByLabel("Reason for your approver").fill("The only one within walking distance of the client's office.");
  await visitor.getByRole("button", { name: "Send my choice" }).click();
  await expect(visitor.getByTestId("choice-saved")).toContainText(`Your choice of ${first.label} goes to your approver first`);

  // The agent's page, open: waiting for the approver, nothing passed on yet.
  await page.goto(`/enquiries/${reference}`);
  await expect(card(page, "Client's choice").getByTestId("choice-forwarded")).toHaveText(/^Waiting for the client's approver/);
  await expect(card(page, "Approvals").getByTestId("approvals")).toContainText(`Waiting for approval: ${first.label}`);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");

  // The approver's e-mail, from the tests' SMTP server: its link approves, once.
  const subject = `Approval needed: a stay for ${clientName}`;
  const approved = await decide(browser, approver, subject, 1, "Approve", "Fine, given the location.");
  await expect(card(page, "Client's choice").getByTestId("choice-forwarded")).toHaveText(/^Passed to .+: their specialist sees it on the enquiry\.$/);
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Client's choice of ${first.label} approved by Grace Hopper`);
  const again = await approved.context.newPage();
  await again.goto(approved.link);
  await expect(again.getByTestId("decision-made")).toHaveText(/^Approved by Grace Hopper on .+: “Fine, given the location\.” A decision is made once\.$/);
  await expect(again.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await approved.context.close();

  // The provider has it: the back office says what the client prefers.
  const desk = await signInSpecialist(browser, createSpecialist());
  await desk.page.goto(`/specialist/enquiries/${reference}`);
  await expect(desk.page.getByTestId("client-preference")).toHaveText(`The client prefers ${first.label}`);

  // A second round: another option over the cap, declined with a comment, back to the client.
  const second = over[1]!;
  await visitor.reload();
  await expect(visitor.getByTestId("approval-status")).toHaveText(`Grace Hopper approved your choice of ${first.label}: your agent has it.`);
  await visitor.getByRole("radio", { name: new RegExp(escape(second.label)) }).check();
  await visitor.getByLabel("Reason for your approver").fill("A bigger kitchen for the team dinners.");
  await visitor.getByRole("button", { name: "Change my choice" }).click();
  await expect(visitor.getByTestId("choice-saved")).toContainText(`Your choice of ${second.label} goes to your approver first`);
  const declined = await decide(browser, approver, subject, 2, "Decline", "Too dear for a team dinner.");
  await declined.context.close();
  await visitor.reload();
  await expect(visitor.getByTestId("approval-status")).toHaveText(`Grace Hopper declined your choice of ${second.label}: “Too dear for a team dinner.” Choose another option, or the same one with a new reason.`);
  // A declined choice is not "your choice" any more: the form asks for one again.
  await expect(visitor.getByTestId("choice-saved")).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Send my choice" })).toBeVisible();
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await visitor.locator("#your-choice-section").screenshot({ path: `${SHOTS}/share-declined-${width}.png` });
    expect(await axeViolations(visitor), `the share page after a decline at ${width}px`).toEqual([]);
  }
  await expect(card(page, "Client's choice").getByTestId("choice-forwarded")).toHaveText(/^Declined by the client's approver/);
  if (SHOTS) await card(page, "Approvals").screenshot({ path: `${SHOTS}/approvals-card-1280.png` });
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Client's choice of ${second.label} declined by Grace Hopper`);
  // The provider still has the approved choice, not the declined one.
  await desk.page.reload();
  await expect(desk.page.getByTestId("client-preference")).toHaveText(`The client prefers ${first.label}`);

  // The audit trail names the approver's decisions.
  await adminPage.goto("/settings/audit");
  const entries = adminPage.getByRole("list", { name: "Audit entries, newest first" });
  await expect(entries.locator('[data-kind="choice-approved"]')).toContainText(`Approved the choice of ${first.label} on ${reference} for ${clientName}: Fine, given the location.`);
  await expect(entries.locator('[data-kind="choice-approved"]')).toContainText(`Grace Hopper (approver, ${approver})`);
  await expect(entries.locator('[data-kind="choice-declined"]')).toContainText(`Declined the choice of ${second.label} on ${reference} for ${clientName}`);

  // A third round: the approver says yes on the phone; the agent records it, with who and how.
  const third = over[2]!;
  await visitor.getByRole("radio", { name: new RegExp(escape(third.label)) }).check();
  await visitor.getByLabel("Reason for your approver").fill("Grace agreed on the phone.");
  await visitor.getByRole("button", { name: "Send my choice" }).click();
  await expect(visitor.getByTestId("choice-saved")).toContainText(`Your choice of ${third.label} goes to your approver first`);
  await page.reload();
  const waiting = card(page, "Approvals").getByRole("listitem").filter({ hasText: `Waiting for approval: ${third.label}` });
  await waiting.getByText("Record an approval given by other means").click();
  await waiting.getByRole("button", { name: "Record the approval" }).click();
  await expect(waiting.getByLabel("Approved by")).toHaveAccessibleDescription("Say who approved it.");
  await waiting.getByLabel("Approved by").fill("Grace Hopper");
  await waiting.getByLabel("How and why").fill("By phone with the agent, 10:40.");
  await waiting.getByRole("button", { name: "Record the approval" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Approval recorded: ${third.label} goes to the provider.` })).toBeVisible();
  await expect(card(page, "Approvals").getByRole("listitem").first()).toContainText("By Grace Hopper (recorded by ");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(`Client's choice of ${third.label} recorded as approved by Grace Hopper`);
  await desk.page.reload();
  await expect(desk.page.getByTestId("client-preference")).toHaveText(`The client prefers ${third.label}`);
  // The approver's link of that request now says it was decided.
  const recorded = await waitForMail(approver, subject, 3);
  const late = await browser.newContext();
  const latePage = await late.newPage();
  await latePage.goto(linkIn(recorded, "/approve/"));
  await expect(latePage.getByTestId("decision-made")).toContainText("Approved by Grace Hopper (recorded by ");
  await late.close();

  // The specialist books the last approved option.
  const booked = desk.page.getByTestId("quote").getByRole("listitem").filter({ hasText: third.label.split(" · ")[0]! });
  await booked.getByRole("button", { name: "Client accepted this" }).click();
  await desk.page.getByRole("dialog").getByRole("button", { name: `Book ${third.label.split(" · ")[1]!}` }).click();
  await expect(desk.page.getByTestId("booking-state")).toHaveText("Pending");
  await expect(page.getByTestId("booking-card")).toBeVisible();

  // The booking carries the client's codes into the export, filtered by them, and Reports.
  const total = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 }).format(Math.round(expectedTotalCents(quote.items[Number(third.value.split(".")[0])]!.property.units![Number(third.value.split(".")[1])]!) / 100));
  await page.goto(`/enquiries?poNumber=${encodeURIComponent(`po-${suffix}`)}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const rows = parse(readFileSync((await (await download).path())!), { columns: true, bom: true }) as Record<string, string>[];
  expect(rows.map((r) => [r.Reference, r.Client, r.Traveller, r["Cost centre"], r["PO number"], r["Project code"]])).toEqual([[reference, clientName, "Ada Lovelace", "SALES", `PO-${suffix}`, "AUDIT-27"]]);
  await page.goto("/reports");
  const byClient = page.getByRole("table", { name: "Booked spend by client in GBP" }).getByRole("row").filter({ hasText: clientName });
  await expect(byClient).toContainText(total);
  const byCentre = page.getByRole("table", { name: "Booked spend by cost centre in GBP" }).getByRole("row").filter({ hasText: clientName });
  await expect(byCentre).toContainText("SALES");
  await expect(byCentre).toContainText(total);

  await clientContext.close();
  await desk.context.close();
  await agent.context.close();
});
