import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { createOrganization, newPerson, signUp } from "../support/portal";
import { connectProvider, startSeveralProviders, type SeveralProviders } from "../support/providers";

// One agency, three providers: the portal's built-in sandbox and two more instances of
// this app on their own databases, one of them in production mode (e2e/support/providers.ts).

test.describe.configure({ mode: "serial" });

let providers: SeveralProviders;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  providers = await startSeveralProviders();
});
test.afterAll(async () => providers?.stop());

type ProviderRow = { name: string; serviceReference: string; externalId: string; clientReference: string };

/** Each provider enquiry the portal holds for the agency enquiry of that reference, in the order the connections were added. */
function providerRows(reference: string): ProviderRow[] {
  return providers.portal.rows<ProviderRow>(
    `SELECT c.name, p.serviceReference, t.externalId, t.clientReference FROM ProviderEnquiry p
       JOIN TrackedEnquiry t ON t.id = p.enquiryId JOIN ServiceConnection c ON c.id = p.connectionId
      WHERE t.serviceReference = ? ORDER BY c.createdAt`,
    reference,
  );
}

/** The enquiry as the provider at `base` holds it, read with `key` as any client would. */
async function readAt(request: APIRequestContext, base: string, key: string, serviceReference: string) {
  const res = await request.get(`${base}/external-api/v1/enquiries/${serviceReference}`, { headers: { "x-api-key": key } });
  return { status: res.status(), data: res.status() === 200 ? ((await res.json()) as { data: { externalId: string; clientReference: string } }).data : null };
}

test("an agent sends one enquiry from the intake form to all three providers, and each holds it", async ({ browser }) => {
  test.setTimeout(180_000);
  const { portal, sandbox, production } = providers;
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const organization = `Three providers ${randomBytes(3).toString("hex")}`;
  await signUp(page, newPerson("admin"));
  await createOrganization(page, organization);

  // The built-in sandbox through the connection page, the two others as Settings →
  // Connections will add them (written to the portal's database until that page exists).
  await page.goto("/settings/connection");
  await page.getByRole("button", { name: "Use the built-in sandbox" }).click();
  await expect(page.getByTestId("key-hint")).toBeVisible();
  await connectProvider(portal, organization, sandbox);
  await connectProvider(portal, organization, production);

  // Every provider is ticked by default: the form sends to all three.
  const clientReference = uniqueReference("THREE");
  await page.goto("/enquiries/new");
  await fillEnquiry(page, { checkIn: "2027-04-05", checkOut: "2027-04-09", adults: "2", address: "221B Baker Street, London NW1 6XE, UK", clientReference });
  const reference = await sendEnquiry(page);

  const rows = providerRows(reference);
  expect(rows.map((r) => r.name)).toEqual(["Built-in sandbox", sandbox.name, production.name]);
  // Each provider has it under its own reference, with the agency's one externalId.
  expect(new Set(rows.map((r) => r.serviceReference)).size).toBe(3);
  const holders = [
    { base: portal.url, key: portal.apiKeyOf(organization) },
    { base: sandbox.url, key: sandbox.key },
    { base: production.url, key: production.key },
  ];
  for (const [i, holder] of holders.entries()) {
    const read = await readAt(context.request, holder.base, holder.key, rows[i]!.serviceReference);
    expect(read, rows[i]!.name).toEqual({ status: 200, data: expect.objectContaining({ externalId: rows[i]!.externalId, clientReference }) });
  }
  // Each provider's event reaches the portal's receiver for that connection, signed with
  // that provider's own key (live updates from all three).
  const received = () =>
    portal.rows<{ name: string }>(
      `SELECT c.name FROM PortalEvent e JOIN ServiceConnection c ON c.id = e.connectionId
        WHERE e.eventType = 'ENQUIRY.CREATED' AND e.serviceReference IN (${rows.map(() => "?").join(", ")}) ORDER BY c.createdAt`,
      ...rows.map((r) => r.serviceReference),
    ).map((r) => r.name);
  await expect.poll(received).toEqual(["Built-in sandbox", sandbox.name, production.name]);
  await context.close();

  // Each remote provider's specialist finds it in their back office's queue.
  for (const [i, provider] of [sandbox, production].entries()) {
    const specialist = await provider.signInSpecialist(browser);
    await specialist.page.getByLabel("Search").fill(rows[i + 1]!.serviceReference);
    await specialist.page.getByRole("button", { name: "Filter" }).click();
    await expect(specialist.page.getByRole("row"), provider.name).toHaveCount(2);
    await expect(specialist.page.getByRole("row").nth(1)).toContainText(organization);
    await specialist.context.close();
  }
});

test("a provider that is down when the enquiry is sent is recorded as refusing it, the others take it, and it answers again once restarted", async ({ browser }) => {
  test.setTimeout(180_000);
  const { portal, sandbox, production } = providers;
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const organization = `Provider down ${randomBytes(3).toString("hex")}`;
  await signUp(page, newPerson("admin"));
  await createOrganization(page, organization);
  await page.goto("/settings/connection");
  await page.getByRole("button", { name: "Use the built-in sandbox" }).click();
  await expect(page.getByTestId("key-hint")).toBeVisible();
  await connectProvider(portal, organization, sandbox);
  const productionConnection = await connectProvider(portal, organization, production);

  await production.server.stop();
  try {
    await page.goto("/enquiries/new");
    await fillEnquiry(page, { checkIn: "2027-05-03", checkOut: "2027-05-06", adults: "1", address: "221B Baker Street, London NW1 6XE, UK" });
    const reference = await sendEnquiry(page);
    expect(providerRows(reference).map((r) => r.name)).toEqual(["Built-in sandbox", sandbox.name]);
    const [refusal] = portal.rows<{ connectionId: string; message: string }>(
      `SELECT r.connectionId, r.message FROM ProviderRefusal r JOIN TrackedEnquiry t ON t.id = r.enquiryId WHERE t.serviceReference = ?`,
      reference,
    );
    expect(refusal?.connectionId).toBe(productionConnection);
    // In words, for the agent: no error code or stack.
    expect(refusal?.message).toMatch(/^[A-Z][^{}\n]*\.$/);
  } finally {
    await production.server.start();
  }
  // Back on its own database: its bootstrap key works again.
  const again = await context.request.get(`${production.url}/external-api/v1/enquiries/RNOSUCH1`, { headers: { "x-api-key": production.key } });
  expect(again.status()).toBe(404);
  await context.close();
});
