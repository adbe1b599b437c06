import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import {
  connectedAdmin,
  fillEnquiry,
  locationSummary,
  section,
  seedTrackedEnquiries,
  sendEnquiry,
  tabTo,
  uniqueReference,
} from "../support/enquiries";
import { captureAction, replayAction } from "../support/portal";
import { decryptStoredKey, storedConnection } from "../support/secrets";

const LONDON = "10 Downing Street, London SW1A 2AA, United Kingdom";

test("fill the form, see the preview, send it and land on the enquiry; the list finds it", async ({ sandboxAdmin }) => {
  const { page, person, context } = sandboxAdmin;
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "No enquiries yet" })).toBeVisible();
  await page.getByRole("link", { name: "Create the first enquiry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New enquiry" })).toBeVisible();

  // The booker is the signed-in agent; the references are generated.
  const booker = section(page, "Booker");
  await expect(booker.getByLabel("First name")).toHaveValue(person.name.split(" ")[0]!);
  await expect(booker.getByLabel("E-mail")).toHaveValue(person.email);
  await expect(section(page, "References").getByLabel("Your reference")).toHaveValue(/^AGEN-\d{6}-[0-9A-Z]{4}$/);

  await fillEnquiry(page, {
    checkIn: "2027-03-14",
    checkOut: "2027-03-17",
    adults: "2",
    children: "1",
    address: LONDON,
    leadGuest: { givenName: "Grace", familyName: "Hopper", email: "grace@example.com" },
    requirements: ["Ground floor", "Parking for one car"],
  });
  await expect(page.getByTestId("nights")).toHaveText("3 nights");

  // The preview: place, region, country, coordinates and the marker on the map.
  await expect(locationSummary(page)).toHaveText("Resolves to London, England, United Kingdom.");
  const preview = page.getByRole("region", { name: "Location preview" });
  await expect(preview.getByText("SW1A 2AA")).toBeVisible();
  await expect(preview.getByText(/51\.5\d+° N, 0\.1\d+° W/)).toBeVisible();
  await expect(preview.getByRole("img", { name: /World map with a marker at London/ })).toBeVisible();

  const reference = await sendEnquiry(page);
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` })).toBeVisible();
  await expect(page.getByTestId("enquiry-state")).toHaveText("New");
  await expect(page.getByText("Not assigned yet")).toBeVisible();
  await expect(page.getByText("14 Mar – 17 Mar 2027")).toBeVisible();
  await expect(page.getByText("2 adults, 1 child")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Parking for one car" })).toBeVisible();
  await expect(page.getByText("Grace Hopper")).toBeVisible();
  await expect(page.getByText("No quotes yet.")).toBeVisible();

  // The list: the row, the search and the state filter.
  await page.getByRole("link", { name: "← All enquiries" }).click();
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("London, England, United Kingdom");
  await expect(row).toContainText("3 nights");
  await expect(row).toContainText(person.name);
  await page.getByRole("searchbox", { name: "Search" }).fill("grace");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("enquiry-count")).toHaveText(/^1 enquiry match/);
  await page.getByLabel("State").selectOption({ label: "Closed" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "No enquiries match" })).toBeVisible();
  await context.close();
});

test("an address that cannot be placed is flagged before sending, and the service's refusal lands on the field", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "Qwxzv Plonkity, Nowhereland", leadGuest: { givenName: "Alan" } });
  const address = section(page, "Location").getByRole("textbox", { name: "Address", exact: true });
  await expect(locationSummary(page)).toHaveText("Cannot be placed.");
  const hintId = (await address.getAttribute("aria-describedby"))!.split(" ").at(-1)!;
  await expect(page.locator(`[id="${hintId}"]`)).toContainText("This address cannot be placed");

  // Warned before sending: correcting takes the agent back to the field…
  await page.getByRole("button", { name: "Send enquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "This location cannot be placed" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Correct the location" }).click();
  await expect(dialog).toBeHidden();
  await expect(address).toBeFocused();
  // …and sending anyway lets the service have its say.
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await dialog.getByRole("button", { name: "Send anyway" }).click();

  // Said once, on the field (no banner repeating it).
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: "could not place this location" })).toHaveCount(0);
  const errorId = (await address.getAttribute("aria-describedby"))!.split(" ")[0]!;
  await expect(page.locator(`[id="${errorId}"]`)).toContainText("This address could not be placed");
  await expect(address).toBeFocused();
  // Nothing typed was lost.
  await expect(address).toHaveValue("Qwxzv Plonkity, Nowhereland");
  await expect(section(page, "Lead guest").getByLabel("First name (optional)")).toHaveValue("Alan");
  expect(page.url()).toMatch(/\/enquiries\/new$/);
  await context.close();
});

test("a rule only the service knows (a duplicate reference) lands on its field, and the form keeps what was typed", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  const clientReference = uniqueReference("DUP");
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, clientReference });
  await sendEnquiry(page);

  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "Paris, France", clientReference, leadGuest: { givenName: "Ada", familyName: "Lovelace" }, requirements: ["Lift"] });
  await expect(locationSummary(page)).toHaveText(/^Resolves to Paris/);
  await page.getByRole("button", { name: "Send enquiry" }).click();

  const field = section(page, "References").getByLabel("Your reference");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0]!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Already used by another enquiry of this account.");
  await expect(page.getByRole("alert").filter({ hasText: "Another enquiry already has this reference." })).toHaveCount(0);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(clientReference);
  await expect(section(page, "Requirements").getByLabel("Requirement 1", { exact: true })).toHaveValue("Lift");

  // Typing a new reference clears the error; sending again works.
  await field.fill(uniqueReference("NEW"));
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await sendEnquiry(page);
  await context.close();
});

test("a double click, or the same form sent again, creates one enquiry", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON });
  const send = page.getByRole("button", { name: "Send enquiry" });
  const action = await captureAction(page, () => send.dblclick());
  await expect(page).toHaveURL(/\/enquiries\/R[A-Z0-9]{7}$/);
  const reference = page.url().split("/").pop()!;

  // The same post again (a retry after a lost answer): answered with the same enquiry.
  const again = await replayAction(context, action);
  expect(again.status).toBeLessThan(400);
  expect(again.text).not.toContain("Another enquiry");

  await page.goto("/enquiries");
  await expect(page.getByTestId("enquiry-count")).toHaveText("1 enquiry");
  await expect(page.getByRole("row").filter({ hasText: reference })).toBeVisible();
  await context.close();
});

test("the form can be completed with the keyboard alone", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await expect(page.getByRole("heading", { level: 1, name: "New enquiry" })).toBeVisible();

  await tabTo(page, "Check-in");
  await page.keyboard.type("06012027");
  await tabTo(page, "Check-out");
  await page.keyboard.type("06052027");
  await expect(page.getByTestId("nights")).toHaveText("4 nights");
  await tabTo(page, "Adults");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3");

  // Locate by coordinates: arrow keys move within the radio group.
  await tabTo(page, "Address");
  await page.keyboard.press("ArrowRight");
  await tabTo(page, "Latitude");
  await page.keyboard.type("48.8566");
  await tabTo(page, "Longitude");
  await page.keyboard.type("2.3522");
  await expect(locationSummary(page)).toHaveText(/^Resolves to Paris/);

  await tabTo(page, "First name (optional)");
  await page.keyboard.type("Katherine");
  await tabTo(page, "Add a requirement");
  await page.keyboard.press("Enter");
  // The new row has the focus.
  await expect(section(page, "Requirements").getByLabel("Requirement 1", { exact: true })).toBeFocused();
  await page.keyboard.type("Quiet room");
  await tabTo(page, "Send enquiry");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/enquiries\/R[A-Z0-9]{7}$/);
  await expect(page.getByText("Paris, Île-de-France, France").first()).toBeVisible();
  await expect(page.getByText("3 adults")).toBeVisible();
  await expect(page.getByText("Quiet room")).toBeVisible();
  await context.close();
});

test("the enquiry page shows the state, the specialist and the quotes the service has now; the list follows", async ({ sandboxAdmin }) => {
  const { page, organization, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-04-01", checkOut: "2027-04-05" });
  const reference = await sendEnquiry(page);

  // A specialist shortlists and quotes (the sandbox's way), with the organisation's own key.
  const apiKey = decryptStoredKey(storedConnection(organization));
  const moved = await context.request.post(`/external-api/v1/sandbox/enquiries/${reference}/change-state`, {
    headers: { "x-api-key": apiKey },
    data: { enquiryState: "QUOTED" },
  });
  expect(moved.status()).toBe(204);

  await page.reload();
  await expect(page.getByTestId("enquiry-state")).toHaveText("Quoted");
  await expect(page.getByText("Not assigned yet")).toHaveCount(0);
  const quotes = page.getByRole("list", { name: "Quotes, newest first" });
  await expect(quotes.getByText("Active")).toBeVisible();
  await expect(quotes.getByText(/^from /).first()).toBeVisible();

  await page.goto("/enquiries");
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Quoted");
  await context.close();
});

test("another organisation cannot open the enquiry, and its list stays empty", async ({ browser, sandboxAdmin: a }) => {
  await a.page.goto("/enquiries/new");
  await fillEnquiry(a.page, { address: LONDON });
  const reference = await sendEnquiry(a.page);

  const b = await connectedAdmin(browser);
  const response = await b.page.goto(`/enquiries/${reference}`);
  expect(response?.status()).toBe(404);
  await expect(b.page.getByRole("heading", { name: "No such enquiry" })).toBeVisible();
  expect(await b.page.content()).not.toContain("Downing");
  await b.page.goto(`/enquiries?q=${reference}`);
  await expect(b.page.getByRole("heading", { name: "No enquiries match" })).toBeVisible();
  await b.page.goto("/enquiries");
  await expect(b.page.getByRole("heading", { name: "No enquiries yet" })).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test("the list pages through the organisation's enquiries, newest first", async ({ admin }) => {
  const { page, organization, context } = admin;
  const references = seedTrackedEnquiries(organization, 23);
  await page.goto("/enquiries");
  await expect(page.getByTestId("enquiry-count")).toHaveText("23 enquiries");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(21); // the header and 20
  await expect(rows.nth(1)).toContainText(references[0]!);
  await page.getByRole("link", { name: "Older →" }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(references[20]!);
  await expect(page.getByRole("link", { name: "Older →" })).toHaveCount(0);
  await page.getByRole("link", { name: "← Newer" }).click();
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(20)).toContainText(references[19]!);
  await expect(page.getByRole("link", { name: "← Newer" })).toHaveCount(0);
  await context.close();
});

test("axe finds no violations on the form and the list, at desktop and phone widths; screenshots of the form", async ({ sandboxAdmin }) => {
  const { page, context } = sandboxAdmin;
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: LONDON, checkIn: "2027-03-14", checkOut: "2027-03-17", requirements: ["Ground floor"] });
  await expect(locationSummary(page)).toHaveText(/^Resolves to London/);
  const reference = await sendEnquiry(page);

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/enquiries/new");
    await fillEnquiry(page, { address: LONDON, checkIn: "2027-03-14", checkOut: "2027-03-17", requirements: ["Ground floor"] });
    await expect(locationSummary(page)).toHaveText(/^Resolves to London/);
    await section(page, "Booker").getByLabel("E-mail").fill("not-an-address");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(section(page, "Booker").getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: test.info().outputPath(`enquiry-form-${viewport.width}.png`), fullPage: true });
    expect((await axeViolations(page)), `form at ${viewport.width}px`).toEqual([]);

    await page.goto("/enquiries");
    await expect(page.getByRole("link", { name: reference })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`enquiry-list-${viewport.width}.png`), fullPage: true });
    expect((await axeViolations(page)), `list at ${viewport.width}px`).toEqual([]);

    await page.goto(`/enquiries/${reference}`);
    await expect(page.getByText("No quotes yet.")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`enquiry-page-${viewport.width}.png`), fullPage: true });
    expect((await axeViolations(page)), `enquiry page at ${viewport.width}px`).toEqual([]);
  }
  await context.close();
});
