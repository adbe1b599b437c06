import type { Page } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import { randomUUID } from "node:crypto";
import { axeViolations } from "../support/axe";
import { insertClient } from "../support/enquiry-list";
import { expect, test } from "../support/fixtures";
import { quotedEnquiry } from "../support/quotes";
import { sqlOne, sqlRows } from "../support/sql";

// Screenshots of the page at both widths, for a person to look at: set E2E_SCREENSHOTS_DIR.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

// "Who is where" and a client's calendar feed, end to end with the built-in sandbox: a
// booked stay (1 to 8 March 2027, London) billed to a client's traveller is listed on its
// nights and not on its check-out day; the admin makes an iCalendar feed on the client's
// page, which a calendar parser reads; the booking cancelled through the booking changes
// flow (the agent asks on the enquiry page, the sandbox provider accepts) leaves the list and is STATUS:CANCELLED with a higher
// SEQUENCE in the feed; the revoked feed answers 404.

const section = (page: Page, title: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });

function events(body: string): VEvent[] {
  return Object.values(ical.sync.parseICS(body)).filter((c): c is VEvent => c?.type === "VEVENT");
}

test("a booked stay of a client's traveller is on Who is where for its nights, and in the client's calendar feed until cancelled; a revoked feed is gone", async ({ browser, sandboxAdmin }) => {
  test.setTimeout(150_000);
  const { page, context, organization } = sandboxAdmin;
  const { reference, apiKey } = await quotedEnquiry(sandboxAdmin);
  const booked = await context.request.post(`/external-api/v1/sandbox/enquiries/${reference}/booking`, { headers: { "x-api-key": apiKey } });
  expect(booked.status()).toBe(201);
  // The receiver indexes the booking from its event.
  await expect
    .poll(() => sqlRows<{ bookingReference: string | null }>(`SELECT "bookingReference" FROM "TrackedEnquiry" WHERE "serviceReference" = ?`, reference)[0]?.bookingReference ?? null, { timeout: 20_000 })
    .not.toBeNull();

  // Billed to Acme's traveller Ada Lovelace (as the intake form would have written it).
  const clientId = insertClient(organization, "Acme Duty");
  const travellerId = randomUUID();
  sqlRows(`INSERT INTO "ClientTraveller" (id, "clientId", "givenName", "familyName", email, phone) VALUES (?, ?, 'Ada', 'Lovelace', 'ada@acme.test', '+44 20 7946 0000')`, travellerId, clientId);
  sqlRows(`UPDATE "TrackedEnquiry" SET "clientId" = ?, "travellerId" = ? WHERE "serviceReference" = ?`, clientId, travellerId, reference);
  const { bookingReference } = sqlOne<{ bookingReference: string }>(`SELECT "bookingReference" FROM "TrackedEnquiry" WHERE "serviceReference" = ?`, reference);

  // On its nights, by city, with the traveller's contact details and the booking's state.
  await page.goto("/whereabouts?from=2027-03-03&to=2027-03-04");
  await expect(page.getByRole("heading", { level: 1, name: "Who is where" })).toBeVisible();
  const stay = page.getByTestId("whereabouts-stay");
  await expect(stay).toHaveCount(1);
  await expect(stay).toContainText("Ada Lovelace");
  await expect(stay).toContainText("ada@acme.test · +44 20 7946 0000");
  await expect(stay).toContainText(bookingReference);
  // The sandbox books as pending: marked so.
  await expect(stay).toContainText("Pending");
  await expect(page.getByRole("img", { name: /^A world map marking 1 city: .*London/ })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/whereabouts-${width}.png`, fullPage: true });
    expect(await axeViolations(page), `Who is where at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The client filter; the check-out day is not a night; a range over a year is refused in words.
  await page.getByLabel("Client").selectOption({ label: "Acme Duty" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`client=${clientId}`));
  await expect(stay).toHaveCount(1);
  await page.goto("/whereabouts?from=2027-03-08");
  await expect(page.getByText("Nobody is away the night of 8 Mar 2027.")).toBeVisible();
  await page.goto("/whereabouts?from=2027-01-01&to=2028-03-01");
  await expect(page.getByRole("alert").filter({ hasText: "A range covers" })).toHaveText("A range covers a year at most (366 nights); 2027-01-01 to 2028-03-01 is 426 nights.");

  // The admin makes an iCalendar feed; a calendar parser reads it, without the session.
  await page.goto(`/settings/clients/${clientId}`);
  const feeds = section(page, "Feeds");
  await feeds.getByLabel("Format").selectOption("ics");
  await feeds.getByRole("button", { name: "Create feed" }).click();
  const url = await feeds.getByTestId("feed-url").inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/api\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
  const anonymous = await browser.newContext();
  const read = async () => {
    const response = await anonymous.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/calendar");
    return response.text();
  };
  const before = await read();
  const [event] = events(before);
  expect(events(before)).toHaveLength(1);
  expect(event!.summary).toBe(`Ada Lovelace in ${sqlOne<{ placeLabel: string }>(`SELECT "placeLabel" FROM "TrackedEnquiry" WHERE "serviceReference" = ?`, reference).placeLabel} (pending)`);
  expect(event!.status).toBe("TENTATIVE");
  expect(before).toContain("DTSTART;VALUE=DATE:20270301");
  expect(before).toContain("DTEND;VALUE=DATE:20270308");
  const sequenceBefore = Number(event!.sequence);

  // Cancelled through the booking changes flow: the agent asks, the specialist accepts.
  await page.goto(`/enquiries/${reference}`);
  await page.getByRole("button", { name: "Change the booking" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the booking" });
  await dialog.getByLabel("What to change").selectOption({ label: "Cancel the booking" });
  await dialog.getByRole("button", { name: /^Ask / }).click();
  await expect(dialog).toHaveCount(0);
  // The provider accepts it (the sandbox answers as its specialist does in the back office).
  const history = await context.request.get(`/external-api/v1/bookings/${bookingReference}/changes`, { headers: { "x-api-key": apiKey } });
  const asked = ((await history.json()) as { data: { changes: { id: string; kind: string; state: string }[] } }).data.changes.find((c) => c.kind === "CANCEL" && c.state === "REQUESTED");
  const accepted = await context.request.post(`/external-api/v1/sandbox/bookings/${bookingReference}/changes/${asked!.id}/accept`, { headers: { "x-api-key": apiKey }, data: {} });
  expect(accepted.status()).toBe(200);

  // The feed follows: the same UID, cancelled, a higher SEQUENCE; the list leaves it out.
  await expect.poll(async () => events(await read())[0]?.status, { timeout: 20_000 }).toBe("CANCELLED");
  const [cancelled] = events(await read());
  expect(cancelled!.uid).toBe(event!.uid);
  expect(Number(cancelled!.sequence)).toBeGreaterThan(sequenceBefore);
  await page.goto("/whereabouts?from=2027-03-03");
  await expect(page.getByText("Nobody is away the night of 3 Mar 2027.")).toBeVisible();

  // Revoked: the address answers 404 and says nothing more.
  await page.goto(`/settings/clients/${clientId}`);
  await section(page, "Feeds").getByRole("button", { name: /^Revoke the feed ending / }).click();
  await expect(section(page, "Feeds").getByTestId("client-feed")).toHaveCount(0);
  const gone = await anonymous.request.get(path);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toBe("Not found");
  await anonymous.close();
});
