import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { acceptInBackOffice, createSpecialist, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry } from "../support/enquiries";
import { addSandboxConnection } from "../support/extra-sandbox";
import { changeState } from "../support/quotes";
import { sqlOne, sqlRows } from "../support/sql";
import { RECEIVER_PREFIX, serviceApi } from "../support/webhooks";

// One enquiry sent to three providers (three accounts of the built-in sandbox, each with
// its own connection and live updates), quoted by the second and third only: the
// enquiry page still offers the comparison and a share link; after a booking with the
// second, the third is withdrawn, and the client's page stops offering its options; the
// third provider is then removed after withdrawing what it still had open, and once every
// provider of the link is gone, the client's page says so in words.

const LONDON = "10 Downing Street, London SW1A 2AA, United Kingdom";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Axe-clean and photographed at both widths; a dialog is checked as it stands (the page behind it is hidden from readers). */
async function atBothWidths(page: Page, name: string, { dialog = false } = {}) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = dialog ? (await new AxeBuilder({ page }).analyze()).violations : await axeViolations(page);
    expect(violations, `${name} at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !dialog });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("quoted by the second and third providers only: compared and shared; a withdrawn or removed provider is no longer offered; removal withdraws the open enquiries first", async ({
  sandboxAdmin: admin,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { page, organization } = admin;
  const providers = [];
  for (const name of ["Citadel Stays", "Meridian Homes"]) {
    const { id, apiKey } = await addSandboxConnection(request, organization, name);
    // Live updates on, as adding a provider with a working key does.
    const registered = await serviceApi(request, apiKey).post("/webhooks", { url: `${RECEIVER_PREFIX}${id}`, events: [] });
    expect(registered.status).toBe(201);
    sqlRows(`UPDATE "ServiceConnection" SET "receiverWebhookId" = ? WHERE id = ?`, registered.json.data.id, id);
    providers.push({ name, id, apiKey });
  }
  const [citadel, meridian] = providers as [(typeof providers)[0], (typeof providers)[0]];

  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-05-03", checkOut: "2027-05-08", adults: "2" });
  const reference = await sendEnquiry(page);
  const { id: enquiryId } = sqlOne<{ id: string }>(`SELECT id FROM "TrackedEnquiry" WHERE "serviceReference" = ?`, reference);
  const referenceAt = (connectionId: string) => sqlOne<{ serviceReference: string }>(`SELECT "serviceReference" FROM "ProviderEnquiry" WHERE "enquiryId" = ? AND "connectionId" = ?`, enquiryId, connectionId).serviceReference;
  for (const provider of providers) await changeState(admin.context, provider.apiKey, referenceAt(provider.id), "QUOTED");
  await expect(page.getByTestId("overall-progress")).toHaveText("2 of 3 providers quoted");

  // The first provider has not quoted; the comparison and a share link are offered all the same.
  await page.reload();
  await expect(page.getByRole("link", { name: "Compare quotes" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create a share link" })).toBeVisible();
  await atBothWidths(page, "enquiry-second-third-quoted");
  await page.getByRole("button", { name: "Create a share link" }).click();
  const url = await page.getByTestId("share-link").inputValue();

  const client = await browser.newContext();
  const visitor = await client.newPage();
  await visitor.goto(url);
  const choices = visitor.locator("#your-choice-section");
  await expect(choices.getByText("Quoted by Citadel Stays").first()).toBeVisible();
  await expect(choices.getByText("Quoted by Meridian Homes").first()).toBeVisible();

  // Citadel books; the enquiry is withdrawn from the others, and Meridian's row says at once that it closed it.
  const desk = await signInSpecialist(browser, createSpecialist());
  await desk.page.goto(`/specialist/enquiries/${referenceAt(citadel.id)}`);
  await acceptInBackOffice(desk.page);
  await desk.context.close();
  await expect(page.getByTestId("overall-progress")).toHaveText("Booking pending with Citadel Stays");
  await page.getByTestId("booked-with").getByRole("button", { name: "Withdraw from the others" }).click();
  await page.getByRole("dialog", { name: "Withdraw from the other providers?" }).getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Meridian Homes" })).toContainText("Closed at");
  const meridianRow = page.locator('[data-testid="provider-row"][data-provider="Meridian Homes"]');
  // Never a state the portal has not settled: not "withdrawn here only" on the way.
  await expect(meridianRow).not.toContainText("here only");
  await expect(meridianRow.getByTestId("provider-withdrawn")).toHaveText(/Closed at the provider\./);
  await expect(meridianRow).not.toContainText("here only");
  await atBothWidths(page, "enquiry-withdrawn-from-others");

  // The client's page no longer offers Meridian's options.
  await visitor.reload();
  await expect(visitor.getByTestId("options-withdrawn")).toHaveText("The options from Meridian Homes are no longer offered, so they are not shown here.");
  await expect(visitor.getByText("Quoted by Meridian Homes")).toHaveCount(0);
  await atBothWidths(visitor, "share-provider-withdrawn");

  // Another enquiry, still open at every provider; removing Meridian offers to withdraw it there first.
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-06-01", checkOut: "2027-06-04", adults: "1" });
  const open = await sendEnquiry(page);
  await page.goto(`/settings/connections/${meridian.id}`);
  await page.getByRole("button", { name: "Remove Meridian Homes" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Meridian Homes?" });
  await expect(dialog.getByTestId("open-enquiries")).toContainText("1 enquiry is still open at Meridian Homes");
  await atBothWidths(page, "remove-provider-open-enquiries", { dialog: true });
  await dialog.getByRole("button", { name: "Withdraw the open enquiry" }).click();
  const report = dialog.getByTestId("withdrawal-report");
  await expect(report).toContainText("Withdrawn: Meridian Homes closed the open enquiry.");
  await expect(report.getByRole("listitem")).toHaveText([new RegExp(`^${open} \\(.+\\): Closed at Meridian Homes\\.$`)]);
  await expect(dialog.getByTestId("open-enquiries")).toHaveCount(0);
  await atBothWidths(page, "remove-provider-withdrawn", { dialog: true });
  const closed = await serviceApi(request, meridian.apiKey).get(`/enquiries/${referenceAt(meridian.id)}`);
  expect(closed.json.data.enquiryState.state).toBe("CLOSED");
  await dialog.getByRole("button", { name: "Remove provider" }).click();
  await expect(page).toHaveURL(/\/settings\/connections\?removed=/);

  // Citadel removed too, without withdrawing: nothing of the link is offered any more, and the page says so.
  await page.goto(`/settings/connections/${citadel.id}`);
  await page.getByRole("button", { name: "Remove Citadel Stays" }).click();
  await page.getByRole("dialog", { name: "Remove Citadel Stays?" }).getByRole("button", { name: "Remove provider" }).click();
  await expect(page).toHaveURL(/\/settings\/connections\?removed=/);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "These options are no longer offered" })).toBeVisible();
  await expect(visitor.getByText("try again", { exact: false })).toHaveCount(0);
  await atBothWidths(visitor, "share-providers-removed");
  await client.close();
});
