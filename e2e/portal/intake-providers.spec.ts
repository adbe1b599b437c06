import { expect, test } from "../support/fixtures";
import { axeViolations } from "../support/axe";
import { fillEnquiry, locationSummary, section, sendEnquiry } from "../support/enquiries";
import { addSandboxConnection } from "../support/extra-sandbox";
import { sqlOne, sqlRows } from "../support/sql";

// One enquiry, several providers: the intake form's choice of who gets it. The second
// provider is another account of the built-in sandbox with a key of its own, so each
// provider holds its own enquiries.

const LONDON = "10 Downing Street, London SW1A 2AA, United Kingdom";
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test("the agent unticks a provider: the enquiry goes to the other only, and the form remembers the choice", async ({ sandboxAdmin, request }) => {
  const { page, context, organization } = sandboxAdmin;
  await page.goto("/enquiries/new");
  // One provider: named, not offered as a choice.
  await expect(page.getByTestId("recipient")).toHaveText("Sent to Built-in sandbox");
  await expect(page.getByRole("checkbox")).toHaveCount(0);

  const harbour = await addSandboxConnection(request, organization, "Harbour Apartments");
  await page.goto("/enquiries/new");
  const providers = page.getByRole("group", { name: "Send to" });
  const sandbox = providers.getByRole("checkbox", { name: /Built-in sandbox/ });
  const second = providers.getByRole("checkbox", { name: /Harbour Apartments/ });
  await expect(sandbox).toBeChecked();
  await expect(second).toBeChecked();
  await expect(page.getByTestId("recipient")).toHaveCount(0);

  // Nothing ticked: said on the choice, and nothing typed is lost.
  await fillEnquiry(page, { address: LONDON, leadGuest: { givenName: "Grace" } });
  await sandbox.uncheck();
  await second.uncheck();
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(providers).toContainText("Choose at least one provider to send the enquiry to.");
  await expect(sandbox).toBeFocused();
  await expect(section(page, "Lead guest").getByLabel("First name (optional)")).toHaveValue("Grace");

  await second.check();
  await expect(providers).not.toContainText("Choose at least one provider");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `the form at ${width} px`).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/intake-providers-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const reference = await sendEnquiry(page);
  const { id: enquiryId, externalId } = sqlOne<{ id: string; externalId: string }>(`SELECT id, "externalId" FROM "TrackedEnquiry" WHERE "serviceReference" = ?`, reference);
  const sentTo = sqlRows<{ connectionId: string; serviceReference: string }>(`SELECT "connectionId", "serviceReference" FROM "ProviderEnquiry" WHERE "enquiryId" = ?`, enquiryId);
  expect(sentTo.map((p) => p.connectionId)).toEqual([harbour.id]);
  // Harbour's own account holds it; the built-in sandbox's account was never sent it.
  const held = await request.get(`/external-api/v1/enquiries/${encodeURIComponent(externalId)}`, { headers: { "x-api-key": harbour.apiKey } });
  expect(held.status()).toBe(200);
  expect((await held.json()).data.serviceReference).toBe(sentTo[0]!.serviceReference);
  expect(sqlRows(`SELECT id FROM "ProviderRefusal" WHERE "enquiryId" = ?`, enquiryId)).toEqual([]);

  // Next time the form remembers the choice.
  await page.goto("/enquiries/new");
  await expect(sandbox).not.toBeChecked();
  await expect(second).toBeChecked();
  await context.close();
});

test("when every provider refuses, the form keeps what was typed and lists each one's reason", async ({ sandboxAdmin, request }) => {
  const { page, context, organization } = sandboxAdmin;
  await addSandboxConnection(request, organization, "Harbour Apartments");
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { address: "Qwxzv Plonkity, Nowhereland", leadGuest: { givenName: "Alan" }, requirements: ["Lift"] });
  await expect(locationSummary(page)).toHaveText("Cannot be placed.");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await page.getByRole("dialog", { name: "This location cannot be placed" }).getByRole("button", { name: "Send anyway" }).click();

  const summary = page.getByRole("alert").filter({ hasText: "No provider took the enquiry." });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("listitem")).toHaveText([
    "Built-in sandbox: The service could not place this location.",
    "Harbour Apartments: The service could not place this location.",
  ]);
  // Both said the same of the address: said once, on the field, which has the focus.
  const address = section(page, "Location").getByRole("textbox", { name: "Address", exact: true });
  await expect(address).toHaveAttribute("aria-invalid", "true");
  const errorId = (await address.getAttribute("aria-describedby"))!.split(" ")[0]!;
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(/^This address could not be placed/);
  await expect(address).toBeFocused();
  // Nothing typed was lost, nothing was recorded.
  expect(page.url()).toMatch(/\/enquiries\/new$/);
  await expect(address).toHaveValue("Qwxzv Plonkity, Nowhereland");
  await expect(section(page, "Lead guest").getByLabel("First name (optional)")).toHaveValue("Alan");
  await expect(section(page, "Requirements").getByLabel("Requirement 1", { exact: true })).toHaveValue("Lift");
  const providers = page.getByRole("group", { name: "Send to" });
  await expect(providers.getByRole("checkbox", { checked: true })).toHaveCount(2);
  expect(sqlRows(`SELECT t.id FROM "TrackedEnquiry" t JOIN "Organization" o ON o.id = t."organizationId" WHERE o.name = ?`, organization)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/intake-providers-refused-1280.png`, fullPage: true });
  await context.close();
});
