import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { acceptInBackOffice, openInBackOffice, quoteInBackOffice } from "../support/backoffice";
import { fillEnquiry, sendEnquiry } from "../support/enquiries";
import { E2E_PORT } from "../support/env";
import type { OwnServer } from "../support/own-server";
import { connectSandbox, createOrganization, newPerson, signUp } from "../support/portal";
import { connectProvider, startPortalAndProvider, type PortalAndProvider, type ProviderInstance } from "../support/providers";
import { startWithoutBookingChanges } from "../support/without-messages";

// Changing a booking made by a remote provider (a second instance of this app,
// e2e/support/providers.ts), end to end: the remote specialist quotes and books in their
// back office, the agent asks to extend the stay, the specialist's open page shows the
// change waiting and accepts it with a price, and the agent's open enquiry page shows
// version 2 from the provider's signed webhook, without a reload. Then a provider without
// the booking changes extension (a front that answers 404 on those paths): the page and
// the dialog say to agree the change with that provider directly, what the agent types is
// kept when the dialog is closed, nothing reaches the provider, and the note of what was
// agreed is on the booking after a reload.

test.describe.configure({ mode: "serial" });

const STAY = { checkIn: "2027-05-03", checkOut: "2027-05-08", adults: "2", address: "221B Baker Street, London NW1 6XE, UK" };

let servers: PortalAndProvider | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Ports of their own: amendments.spec.ts takes + 65 and + 66.
  servers = await startPortalAndProvider({ port: E2E_PORT + 70 });
});
test.afterAll(async () => servers?.stop());

const section = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

/** A new agency on the portal, connected to its built-in sandbox and to `other`, its agent signed in. */
async function agency(browser: Browser, portal: OwnServer, other: ProviderInstance) {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const person = newPerson("agent");
  const organization = `Rebooking ${randomBytes(3).toString("hex")}`;
  await signUp(page, person);
  await createOrganization(page, organization);
  await connectSandbox(page);
  await connectProvider(portal, organization, other);
  return { context, page, person, organization };
}

/** The provider's enquiry of that name for the agency enquiry of that reference. */
function serviceReferenceAt(portal: OwnServer, reference: string, name: string): string {
  const [row] = portal.rows<{ serviceReference: string }>(
    `SELECT p.serviceReference FROM ProviderEnquiry p
       JOIN TrackedEnquiry t ON t.id = p.enquiryId JOIN ServiceConnection c ON c.id = p.connectionId
      WHERE t.serviceReference = ? AND c.name = ?`,
    reference,
    name,
  );
  if (!row) throw new Error(`No enquiry at ${name} for ${reference}.`);
  return row.serviceReference;
}

test("a booking made by a remote provider is extended: the remote specialist's open page shows the change and accepts it with a price, the agent's open page shows version 2 from the webhook", async ({ browser }) => {
  test.setTimeout(180_000);
  const { portal, remote } = servers!;
  const { context, page, person } = await agency(browser, portal, remote);
  await page.goto("/enquiries/new");
  await fillEnquiry(page, STAY);
  const reference = await sendEnquiry(page);
  const remoteReference = serviceReferenceAt(portal, reference, remote.name);

  // The remote specialist quotes and books the first property in their back office.
  const desk = await remote.signInSpecialist(browser);
  await openInBackOffice(desk.page, remoteReference);
  await quoteInBackOffice(desk.page, { description: `${remote.name} for ${reference}` });
  await acceptInBackOffice(desk.page);
  const streaming = desk.page.waitForResponse((res) => res.url().includes("/specialist/version/stream"));
  await desk.page.reload();
  await streaming;
  const changesCard = section(desk.page, "Booking changes");
  await expect(changesCard.getByTestId("booking-versions").getByRole("listitem")).toHaveCount(1);

  // The agent's enquiry page shows the remote's booking, version 1, and stays open.
  await page.goto(`/enquiries/${reference}`);
  const versionsCard = section(page, "Booking versions");
  const versions = versionsCard.getByTestId("booking-version");
  await expect(async () => {
    await page.reload();
    await expect(versions).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
  await expect(versions.first()).toHaveText(/^Version 1 · as booked, 3 May 2027 to 8 May 2027 · £[\d,]+\.\d\d$/);

  // Extend to 10 May, asked of the remote provider by name.
  await page.getByRole("button", { name: "Change the booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the booking" });
  await expect(dialog).toContainText(`Sent to ${remote.name}, who answers on this page`);
  await dialog.getByLabel("What to change").selectOption({ label: "Extend the stay (a later check-out)" });
  await dialog.getByLabel("New check-out").fill("2027-05-10");
  await expect(dialog.getByTestId("booking-change-estimate")).toContainText(`5 to 7 nights`);
  await expect(dialog.getByTestId("booking-change-estimate")).toContainText(`${remote.name} states the real price when it accepts.`);
  await dialog.getByRole("button", { name: "Ask for the change" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(versionsCard.getByTestId("booking-change-waiting")).toContainText(`Waiting for the provider's answer: extend to 10 May 2027, asked by ${person.name}`);

  // The remote specialist's open page shows it waiting (its own live update), and accepts at £180.00 a night.
  const waiting = changesCard.getByTestId("booking-change-waiting");
  await expect(waiting).toContainText("Extend asked");
  await expect(waiting).toContainText("10 May 2027");
  const accept = waiting.getByRole("form", { name: "Accept the change" });
  await accept.getByLabel(/^Price per night/).fill("180.00");
  await expect(accept.getByTestId("booking-change-new-total")).toContainText("for 7 nights");
  await accept.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(changesCard.getByTestId("booking-change-waiting")).toHaveCount(0);
  await expect(changesCard.getByTestId("booking-versions").getByRole("listitem")).toHaveCount(2);

  // The agent's open page, never reloaded, shows version 2 with the new check-out: the
  // remote sent the change's acceptance to the portal's receiver, signed.
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(1)).toHaveText(/^Version 2 · extended to 10 May 2027 · £[\d,]+\.\d\d \(\+£[\d,]+\.\d\d\) · 2 adults$/);
  await expect(versionsCard.getByTestId("booking-change-waiting")).toHaveCount(0);
  const received = portal.rows<{ eventType: string }>(`SELECT eventType FROM PortalEvent WHERE serviceReference = ? ORDER BY seq`, remoteReference).map((e) => e.eventType);
  expect(received).toContain("BOOKING.CHANGE_ACCEPTED");
  // At £180.00 a night, 7 nights with tax and fee are £1,260.00 (any additional charges on top).
  const total = /· £([\d,]+\.\d\d) \(/.exec((await versions.nth(1).textContent())!)![1]!;
  expect(Number(total.replace(/,/g, ""))).toBeGreaterThanOrEqual(1260);

  await desk.context.close();
  await context.close();
});

test("a provider without the booking changes extension: the page and the dialog say to agree the change with it directly, what is typed is kept, and the note of what was agreed is on the booking after a reload", async ({ browser }) => {
  test.setTimeout(120_000);
  const { portal, remote } = servers!;
  const citadel = await startWithoutBookingChanges(remote, "Citadel Homes");
  try {
    const { context, page, person } = await agency(browser, portal, citadel.provider);
    await page.goto("/enquiries/new");
    await fillEnquiry(page, STAY);
    const reference = await sendEnquiry(page);
    const citadelReference = serviceReferenceAt(portal, reference, "Citadel Homes");

    // Quoted and booked by Citadel Homes (its sandbox, through the front, whose booking path it has).
    const headers = { "x-api-key": citadel.provider.key };
    const quoted = await context.request.post(`${citadel.provider.url}/external-api/v1/sandbox/enquiries/${citadelReference}/change-state`, { headers, data: { enquiryState: "QUOTED" } });
    expect(quoted.status()).toBe(204);
    const booked = await context.request.post(`${citadel.provider.url}/external-api/v1/sandbox/enquiries/${citadelReference}/booking`, { headers });
    expect(booked.status()).toBe(201);
    const bookingId = ((await booked.json()) as { data: { bookingId: string } }).data.bookingId;

    // The booking's card is there; its versions cannot be read, and the card says why, in words.
    await page.goto(`/enquiries/${reference}`);
    const bookingCard = section(page, "Booking");
    await expect(async () => {
      await page.reload();
      await expect(bookingCard.getByTestId("booking-reference")).toHaveText(bookingId, { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const versionsCard = section(page, "Booking versions");
    await expect(versionsCard.getByTestId("booking-versions")).toHaveText(
      "This provider does not take booking changes through Staydesk: agree them with it directly, and note here what was agreed.",
    );
    await expect(versionsCard.getByTestId("booking-version")).toHaveCount(0);

    // The agent asks: the dialog says to agree it with Citadel Homes directly, and offers the note.
    await page.getByRole("button", { name: "Change the booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Change the booking" });
    await expect(dialog.getByRole("alert")).toHaveText(
      "Citadel Homes does not take booking changes through Staydesk: agree the change with Citadel Homes directly, then note here what was agreed.",
    );
    const noteForm = dialog.getByRole("form", { name: "Note what was agreed" });
    const agreed = noteForm.getByLabel("What was agreed with Citadel Homes");
    const save = noteForm.getByRole("button", { name: "Note it on the booking" });
    await expect(save).toBeDisabled();
    const note = "Agreed by phone with Citadel Homes' reservations: check-out moved to 10 May 2027 at £180.00 a night.";
    await agreed.fill(note);

    // Closed and opened again, the note typed is still there.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Change the booking" }).click();
    await expect(agreed).toHaveValue(note);

    // Noted: the dialog closes, and the note is on the booking, with the agent's name, after a reload.
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "The note is on the booking." })).toBeVisible();
    await page.reload();
    const notes = versionsCard.getByTestId("booking-note");
    await expect(notes).toHaveCount(1);
    await expect(notes.locator("p").first()).toHaveText(note);
    await expect(notes.locator("p").nth(1)).toContainText(person.name);
    await expect(versionsCard.getByRole("heading", { name: "Agreed with the provider directly" })).toBeVisible();

    // Nothing was asked of Citadel Homes: behind the front, the booking has no change.
    const history = await context.request.get(`${remote.url}/external-api/v1/bookings/${bookingId}/changes`, { headers });
    expect(history.status()).toBe(200);
    const { data } = (await history.json()) as { data: { changes: unknown[]; version: number } };
    expect(data.changes).toEqual([]);
    expect(data.version).toBe(1);
    await context.close();
  } finally {
    await citadel.close();
  }
});
