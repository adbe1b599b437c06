import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { createSpecialist, openInBackOffice, quoteInBackOffice, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { E2E_PORT } from "../support/env";
import type { OwnServer } from "../support/own-server";
import { connectSandbox, createOrganization, newPerson, signUp } from "../support/portal";
import { connectProvider, startPortalAndProvider, type PortalAndProvider, type ProviderInstance } from "../support/providers";
import { reportDelays, shownAt, watchSubmit } from "../support/timing";
import { startWithoutAmendments } from "../support/without-messages";

// Changing an open enquiry's details, end to end (docs/portal.md, "Changing an enquiry's
// details"): one enquiry sent to two providers, the portal's built-in sandbox and a remote
// instance of this app (e2e/support/providers.ts), both quoted, each specialist with the
// enquiry open in their back office. The agent changes the dates and the adults in the
// dialog: it closes once both have the change; each open back-office page shows it within
// a second of the agent's submit; the agent's page lists it for both and marks both quotes
// as made for the earlier details, as the comparison does; one specialist quotes again and
// only the other's quote stays marked. The second test: a check-out before the check-in is
// refused on its field, nothing lost; a provider without the extension keeps the dialog
// open with the agent's values and says so in words, and the other provider still gets it.
// E2E_SCREENSHOTS_DIR: the dialog, the agent's card and the back office's card at 1280 and 390 px.

test.describe.configure({ mode: "serial" });

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
const BUILT_IN = "Built-in sandbox";
const STAY = { checkIn: "2027-04-05", checkOut: "2027-04-09", adults: "2", address: "221B Baker Street, London NW1 6XE, UK" };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

let servers: PortalAndProvider | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Ports of their own: several-providers.spec.ts takes + 40 to + 54, provider-photos and polish + 60 and + 61.
  servers = await startPortalAndProvider({ port: E2E_PORT + 65 });
});
test.afterAll(async () => servers?.stop());

/** A new agency on the portal, connected to its built-in sandbox and to `others`, its agent signed in. */
async function agency(browser: Browser, portal: OwnServer, others: ProviderInstance[]) {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const person = newPerson("agent");
  const organization = `Amending ${randomBytes(3).toString("hex")}`;
  await signUp(page, person);
  await createOrganization(page, organization);
  await connectSandbox(page);
  for (const provider of others) await connectProvider(portal, organization, provider);
  return { context, page, person, organization };
}

/** Each provider's enquiry for the agency enquiry of that reference, in the order the connections were added. */
function providerRows(portal: OwnServer, reference: string) {
  return portal.rows<{ name: string; serviceReference: string }>(
    `SELECT c.name, p.serviceReference FROM ProviderEnquiry p
       JOIN TrackedEnquiry t ON t.id = p.enquiryId JOIN ServiceConnection c ON c.id = p.connectionId
      WHERE t.serviceReference = ? ORDER BY c.createdAt`,
    reference,
  );
}

/** The enquiry page's "Changes to the details" card. */
const changesCard = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Changes to the details" }) });
/** One provider's quotes on the enquiry page, newest first. */
const quotesFrom = (page: Page, name: string) =>
  page.getByRole("region", { name: `Quotes from ${name}` }).getByRole("list", { name: "Quotes, newest first" }).locator(":scope > li");
/** The back office's Amendments card. */
const amendmentsCard = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Amendments" }) });

/**
 * Screenshots at 1280 and 390 px when asked for (E2E_SCREENSHOTS_DIR), back at 1280 after:
 * of the element `of`, or of the viewport with `show` scrolled into view.
 */
async function shots(page: Page, name: string, { of, show }: { of?: Locator; show?: Locator } = {}): Promise<void> {
  if (!SHOTS) return;
  // Toasts would cover a card (never dismissed while a dialog is open: a click outside closes it).
  const dismiss = page.getByRole("button", { name: "Dismiss notification" });
  if (of) while ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 1000 }).catch(() => undefined);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (of) await of.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    else {
      await show?.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The queue's row of that reference, in a tab of the specialist's own. */
async function queueRow(page: Page, reference: string): Promise<Locator> {
  await page.goto("/specialist");
  await page.getByLabel("Search").fill(reference);
  await page.getByRole("button", { name: "Filter" }).click();
  return page.getByRole("row").filter({ hasText: reference });
}

test("an agent changes the dates and adults of an enquiry quoted by two providers: both open back-office pages show it within a second, both quotes are marked as made for the earlier details until one provider quotes again", { tag: "@latency" }, async ({ browser }) => {
  test.setTimeout(180_000);
  const { portal, remote } = servers!;
  const { context, page, person } = await agency(browser, portal, [remote]);
  const clientReference = uniqueReference("AMEND");
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { ...STAY, clientReference });
  const reference = await sendEnquiry(page);
  const rows = providerRows(portal, reference);
  expect(rows.map((r) => r.name)).toEqual([BUILT_IN, remote.name]);

  // Each provider's specialist quotes it and keeps it open, the page's live stream connected.
  const builtInSpecialist = createSpecialist({ databaseUrl: portal.databaseUrl, environment: "sandbox" });
  const desks = [
    { name: BUILT_IN, reference: rows[0]!.serviceReference, ...(await signInSpecialist(browser, builtInSpecialist, { baseURL: portal.url })) },
    { name: remote.name, reference: rows[1]!.serviceReference, ...(await remote.signInSpecialist(browser)) },
  ];
  for (const [i, desk] of desks.entries()) {
    await openInBackOffice(desk.page, desk.reference);
    await quoteInBackOffice(desk.page, { hits: [i], description: `${desk.name} for ${clientReference}` });
    const streaming = desk.page.waitForResponse((res) => res.url().includes("/specialist/version/stream"));
    await desk.page.reload();
    await streaming;
    await expect(amendmentsCard(desk.page)).toHaveCount(0);
  }
  for (const desk of desks) await expect(quotesFrom(page, desk.name)).toHaveCount(1);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");

  // The dialog opens with the present details.
  const card = changesCard(page);
  await expect(card).toContainText("The details are as first sent.");
  await card.getByRole("button", { name: "Change details" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the details" });
  await expect(dialog).toContainText(`Sent to ${BUILT_IN}, ${remote.name}: each is sent only what differs`);
  await expect(dialog.getByLabel("Check-in")).toHaveValue(STAY.checkIn);
  await expect(dialog.getByLabel("Check-out")).toHaveValue(STAY.checkOut);
  await expect(dialog.getByLabel("Adults")).toHaveValue(STAY.adults);
  await dialog.getByLabel("Check-in").fill("2027-04-06");
  await dialog.getByLabel("Check-out").fill("2027-04-11");
  await dialog.getByLabel("Adults").fill("3");
  await expect(dialog.getByTestId("nights")).toHaveText("5 nights");
  await shots(page, "dialog");

  // Sent: each open back-office page shows the Amendments card within a second of the submit.
  const shown = desks.map((desk) => shownAt(desk.page, '[data-testid="amendments"]'));
  // Each page's watcher is in place before the submit (the pages answer in order).
  await Promise.all(desks.map((desk) => desk.page.evaluate(() => 0)));
  const submitted = await watchSubmit(page);
  await dialog.getByRole("button", { name: "Send the change" }).click();
  const at = await submitted();
  const delays = (await Promise.all(shown)).map((t) => t - at);
  // Pushed, not polled (the back office's fallback asks every 3 s); the 1 s is held by the
  // median, as in messages.spec.ts, as one sample on a loaded machine can pass it.
  const median = reportDelays(test.info(), "agent's Send the change to each back office's open page (built-in, remote)", delays);
  for (const [i, desk] of desks.entries()) expect(delays[i], `the change on ${desk.name}'s open back-office page (ms)`).toBeLessThan(2000);
  expect(median, "the change on the open back-office pages, median (ms)").toBeLessThan(1000);

  // The dialog closes once both have it; the agent's page lists the change for each and marks both quotes.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: `Details changed at ${BUILT_IN} and ${remote.name}.` })).toBeVisible();
  const sentence = new RegExp(`^Details changed · version 2 · .+ by ${escape(person.name)}: 5 Apr – 9 Apr 2027 → 6 Apr – 11 Apr 2027; 2 adults → 3 adults$`);
  for (const desk of desks) {
    await expect(card.getByRole("region", { name: `Changes at ${desk.name}` }).getByTestId("amendment")).toHaveText(sentence);
    const mark = quotesFrom(page, desk.name).first().getByTestId("earlier-details");
    await expect(mark).toContainText("Made for the earlier details");
    await expect(mark).toContainText(/This quote was made before the details changed \(version 2, .+\): the specialist has not quoted again since the change\./);
  }
  await expect(card).not.toContainText("The details are as first sent.");
  await shots(page, "portal-changes-card", { of: card });

  // Each back office: the card says what changed, by whom; the quote is marked; the queue says "Changed".
  for (const desk of desks) {
    const amendments = desk.page.getByTestId("amendments").locator(":scope > li");
    await expect(amendments).toHaveCount(1);
    await expect(amendments).toContainText(new RegExp(`^Version 2 · changed .+ by ${escape(person.name)}`));
    await expect(amendments.getByRole("listitem")).toHaveText([/^Dates: 5 Apr – 9 Apr 2027 →(, now)? 6 Apr – 11 Apr 2027$/, /^Guests: 2 adults →(, now)? 3 adults$/]);
    await expect(desk.page.getByTestId("quote").first()).toContainText("Made for the earlier details: quote again");
  }
  await shots(desks[1]!.page, "backoffice-amendments-card", { of: amendmentsCard(desks[1]!.page) });
  const remoteDesk = desks[1]!;
  const queue = await remoteDesk.context.newPage();
  const row = await queueRow(queue, remoteDesk.reference);
  await expect(row).toContainText("Changed");

  // The comparison marks both providers' quotes too (in a tab of its own: the enquiry page stays open).
  const compare = await context.newPage();
  await compare.goto(`/enquiries/${reference}/compare`);
  const marks = compare.getByTestId("earlier-details");
  await expect(marks).toHaveCount(2);
  for (const desk of desks) {
    await expect(marks.filter({ hasText: `The quote from ${desk.name} was made before the details changed (version 2, ` })).toContainText("Made for the earlier details");
  }
  await compare.close();

  // The remote specialist quotes again for the new details: on the agent's open page, that
  // provider's new quote is not marked; the built-in sandbox's still is.
  const hit = remoteDesk.page.getByTestId("inventory-hit").first();
  await hit.getByRole("checkbox").first().check();
  await remoteDesk.page.getByLabel("Description").fill(`${remote.name} for the new dates`);
  await remoteDesk.page.getByRole("button", { name: "Send quote" }).click();
  await expect(remoteDesk.page.getByTestId("quote")).toHaveCount(2);
  await expect(remoteDesk.page.getByTestId("quote").first()).not.toContainText("Made for the earlier details");
  await expect(quotesFrom(page, remote.name)).toHaveCount(2);
  await expect(quotesFrom(page, remote.name).first()).toContainText("Active");
  await expect(quotesFrom(page, remote.name).first().getByTestId("earlier-details")).toHaveCount(0);
  await expect(quotesFrom(page, BUILT_IN).first().getByTestId("earlier-details")).toContainText("Made for the earlier details");
  // The queue no longer says "Changed" for it.
  await queue.reload();
  await expect(row).toBeVisible();
  await expect(row).not.toContainText("Changed");

  for (const desk of desks) await desk.context.close();
  await context.close();
});

test("a check-out before the check-in is refused on its field and nothing is lost; a provider without the extension keeps the dialog open with the agent's values and says so in words, while the other provider takes the change", async ({ browser }) => {
  test.setTimeout(120_000);
  const { portal, remote } = servers!;
  const citadel = await startWithoutAmendments(remote, "Citadel Homes");
  try {
    const { context, page, organization } = await agency(browser, portal, [citadel.provider]);
    await page.goto("/enquiries/new");
    await fillEnquiry(page, STAY);
    const reference = await sendEnquiry(page);
    const rows = providerRows(portal, reference);
    expect(rows.map((r) => r.name)).toEqual([BUILT_IN, "Citadel Homes"]);

    const card = changesCard(page);
    await card.getByRole("button", { name: "Change details" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the details" });
    const checkIn = dialog.getByLabel("Check-in");
    const checkOut = dialog.getByLabel("Check-out");
    const adults = dialog.getByLabel("Adults");
    await checkIn.fill("2027-04-10");
    await checkOut.fill("2027-04-08");
    await adults.fill("3");
    await expect(dialog.getByTestId("nights")).toHaveText("Check-out must be after check-in");

    // Refused on the field, in words; every value stays and nothing is sent.
    await dialog.getByRole("button", { name: "Send the change" }).click();
    await expect(checkOut).toHaveAccessibleDescription("Check-out must be after check-in.");
    await expect(checkOut).toHaveAttribute("aria-invalid", "true");
    await expect(checkIn).toHaveValue("2027-04-10");
    await expect(checkOut).toHaveValue("2027-04-08");
    await expect(adults).toHaveValue("3");
    await shots(page, "dialog-refused", { show: checkOut });
    // Closed and opened again, it keeps what was typed.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card).toContainText("The details are as first sent.");
    await card.getByRole("button", { name: "Change details" }).click();
    await expect(checkIn).toHaveValue("2027-04-10");
    await expect(checkOut).toHaveValue("2027-04-08");
    await expect(adults).toHaveValue("3");

    // Put right and sent: the built-in sandbox takes it; Citadel Homes has no amendments
    // extension, so the dialog stays open with the values and each provider's answer.
    await checkOut.fill("2027-04-13");
    await dialog.getByRole("button", { name: "Send the change" }).click();
    const said = dialog.getByRole("alert");
    await expect(said).toContainText(`Details changed at ${BUILT_IN}. Not changed at Citadel Homes: each answer is below, and what you typed is kept.`);
    const answers = said.getByRole("list", { name: "Each provider's answer" }).getByRole("listitem");
    await expect(answers).toContainText([`${BUILT_IN}: changed (version 2).`, "Citadel Homes does not take changes through Staydesk: agree them with Citadel Homes by e-mail or phone."]);
    await expect(dialog).toBeVisible();
    await expect(checkIn).toHaveValue("2027-04-10");
    await expect(checkOut).toHaveValue("2027-04-13");
    await expect(adults).toHaveValue("3");
    await shots(page, "dialog-answers", { show: said });

    // Sent again as they are (the built-in sandbox's details, which the page now shows, are
    // these already): it is sent, and each provider answers again; the change made stays the one.
    const resent = page.waitForResponse((res) => res.request().method() === "POST" && new URL(res.url()).pathname === `/enquiries/${reference}`, { timeout: 10_000 });
    await dialog.getByRole("button", { name: "Send the change" }).click();
    await resent;
    await expect(said).toContainText(`Details changed at ${BUILT_IN}. Not changed at Citadel Homes`);
    await expect(answers).toContainText([`${BUILT_IN}: changed (version 2).`, "Citadel Homes does not take changes through Staydesk"]);

    // The page lists the change at the built-in sandbox only; the providers hold what they said.
    await page.keyboard.press("Escape");
    await expect(card.getByRole("region", { name: `Changes at ${BUILT_IN}` }).getByTestId("amendment")).toHaveCount(1);
    await expect(card.getByRole("region", { name: `Changes at ${BUILT_IN}` }).getByTestId("amendment")).toContainText("5 Apr – 9 Apr 2027 → 10 Apr – 13 Apr 2027; 2 adults → 3 adults");
    await expect(card.getByRole("region", { name: "Changes at Citadel Homes" })).toHaveCount(0);
    const read = async (base: string, key: string, serviceReference: string) => {
      const res = await context.request.get(`${base}/external-api/v1/enquiries/${serviceReference}`, { headers: { "x-api-key": key } });
      expect(res.status()).toBe(200);
      const { data } = (await res.json()) as { data: { checkInOut: unknown; guestNumbers: { adults: number } } };
      return { checkInOut: data.checkInOut, adults: data.guestNumbers.adults };
    };
    expect(await read(portal.url, portal.apiKeyOf(organization), rows[0]!.serviceReference)).toEqual({ checkInOut: { checkIn: "2027-04-10", checkOut: "2027-04-13" }, adults: 3 });
    expect(await read(remote.url, citadel.provider.key, rows[1]!.serviceReference)).toEqual({ checkInOut: { checkIn: STAY.checkIn, checkOut: STAY.checkOut }, adults: 2 });
    await context.close();
  } finally {
    await citadel.close();
  }
});
