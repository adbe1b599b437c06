import { randomBytes } from "node:crypto";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { openInBackOffice, quoteInBackOffice } from "../support/backoffice";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { E2E_PORT } from "../support/env";
import { createOrganization, newPerson, signUp } from "../support/portal";
import { connectProvider, startSeveralProviders, type ProvidersOptions, type SeveralProviders } from "../support/providers";

// One agency, three providers: the portal's built-in sandbox and two more instances of
// this app on their own databases, one of them in production mode (e2e/support/providers.ts).

test.describe.configure({ mode: "serial" });

type ProviderRow = { name: string; serviceReference: string; externalId: string; clientReference: string };

/** Starts the portal and its two providers around the tests of the describe block it is called in. */
function withProviders(options: ProvidersOptions = {}): () => SeveralProviders {
  let providers: SeveralProviders | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    providers = await startSeveralProviders(options);
  });
  test.afterAll(async () => providers?.stop());
  return () => providers!;
}

/** A new agency on the portal, connected to its built-in sandbox and to both providers, its admin signed in. */
async function agencyOfThree(browser: Browser, { portal, sandbox, production }: SeveralProviders) {
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
  const connections = { sandbox: await connectProvider(portal, organization, sandbox), production: await connectProvider(portal, organization, production) };
  return { context, page, organization, connections };
}

/** Each provider enquiry the portal holds for the agency enquiry of that reference, in the order the connections were added. */
function providerRows({ portal }: SeveralProviders, reference: string): ProviderRow[] {
  return portal.rows<ProviderRow>(
    `SELECT c.name, p.serviceReference, t.externalId, t.clientReference FROM ProviderEnquiry p
       JOIN TrackedEnquiry t ON t.id = p.enquiryId JOIN ServiceConnection c ON c.id = p.connectionId
      WHERE t.serviceReference = ? ORDER BY c.createdAt`,
    reference,
  );
}

/** The refusals the portal recorded for the agency enquiry of that reference. */
function refusals({ portal }: SeveralProviders, reference: string) {
  return portal.rows<{ connectionId: string; message: string; fieldErrors: string | null }>(
    `SELECT r.connectionId, r.message, r.fieldErrors FROM ProviderRefusal r JOIN TrackedEnquiry t ON t.id = r.enquiryId WHERE t.serviceReference = ?`,
    reference,
  );
}

/** The enquiry as the provider at `base` holds it, read with `key` as any client would. */
async function readAt(request: APIRequestContext, base: string, key: string, serviceReference: string) {
  const res = await request.get(`${base}/external-api/v1/enquiries/${serviceReference}`, { headers: { "x-api-key": key } });
  return { status: res.status(), data: res.status() === 200 ? ((await res.json()) as { data: { externalId: string; clientReference: string } }).data : null };
}

const STAY = { checkIn: "2027-04-05", checkOut: "2027-04-09", adults: "2", address: "221B Baker Street, London NW1 6XE, UK" };

test.describe("three providers that all take the enquiry", () => {
  const providers = withProviders();

  test("an agent sends one enquiry from the intake form to all three providers; each holds it, and both remote specialists' quotes reach the portal", async ({ browser }) => {
    test.setTimeout(180_000);
    const { portal, sandbox, production } = providers();
    const { context, page, organization } = await agencyOfThree(browser, providers());

    // Every provider is ticked by default: the form sends to all three.
    const clientReference = uniqueReference("THREE");
    await page.goto("/enquiries/new");
    await fillEnquiry(page, { ...STAY, clientReference });
    const reference = await sendEnquiry(page);

    const rows = providerRows(providers(), reference);
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
      portal
        .rows<{ name: string }>(
          `SELECT c.name FROM PortalEvent e JOIN ServiceConnection c ON c.id = e.connectionId
            WHERE e.eventType = 'ENQUIRY.CREATED' AND e.serviceReference IN (${rows.map(() => "?").join(", ")}) ORDER BY c.createdAt`,
          ...rows.map((r) => r.serviceReference),
        )
        .map((r) => r.name);
    await expect.poll(received).toEqual(["Built-in sandbox", sandbox.name, production.name]);
    await context.close();

    // Each remote provider's specialist finds it in their back office's queue, under the
    // agency's name, and quotes it; the portal follows each provider from its events.
    for (const [i, provider] of [sandbox, production].entries()) {
      const specialist = await provider.signInSpecialist(browser);
      await specialist.page.getByLabel("Search").fill(organization);
      await specialist.page.getByRole("button", { name: "Filter" }).click();
      await expect(specialist.page.getByRole("row"), provider.name).toHaveCount(2);
      await openInBackOffice(specialist.page, rows[i + 1]!.serviceReference);
      await quoteInBackOffice(specialist.page, { hits: [i], description: `${provider.name} for ${clientReference}` });
      await specialist.context.close();
    }
    const standing = () =>
      portal.rows<{ name: string; state: string; quoteCount: number }>(
        `SELECT c.name, p.state, p.quoteCount FROM ProviderEnquiry p JOIN ServiceConnection c ON c.id = p.connectionId
          WHERE p.serviceReference IN (${rows.map(() => "?").join(", ")}) ORDER BY c.createdAt`,
        ...rows.map((r) => r.serviceReference),
      );
    await expect
      .poll(standing)
      .toEqual([
        { name: "Built-in sandbox", state: "NEW", quoteCount: 0 },
        { name: sandbox.name, state: "QUOTED", quoteCount: 1 },
        { name: production.name, state: "QUOTED", quoteCount: 1 },
      ]);
    // The agency enquiry sums them up: quoted, two quotes.
    expect(portal.rows(`SELECT state, quoteCount FROM TrackedEnquiry WHERE serviceReference = ?`, reference)).toEqual([{ state: "QUOTED", quoteCount: 2 }]);
  });

  test("a provider that is down when the enquiry is sent is recorded as refusing it, the others take it, and it answers again once restarted", async ({ browser }) => {
    test.setTimeout(180_000);
    const { sandbox, production } = providers();
    const { context, page, connections } = await agencyOfThree(browser, providers());

    await production.server.stop();
    try {
      await page.goto("/enquiries/new");
      await fillEnquiry(page, STAY);
      const reference = await sendEnquiry(page);
      expect(providerRows(providers(), reference).map((r) => r.name)).toEqual(["Built-in sandbox", sandbox.name]);
      const [refusal, ...more] = refusals(providers(), reference);
      expect(more).toEqual([]);
      expect(refusal?.connectionId).toBe(connections.production);
      // In words, for the agent: no error code or stack.
      expect(refusal?.message).toMatch(/^[A-Z][^{}\n]*\.$/);
    } finally {
      await production.server.start();
    }
    // Back on its own database: its key works again.
    const again = await context.request.get(`${production.url}/external-api/v1/enquiries/RNOSUCH1`, { headers: { "x-api-key": production.key } });
    expect(again.status()).toBe(404);
    await context.close();
  });
});

test.describe("a provider that refuses a field", () => {
  // Ports of their own: the other block's servers may still be stopping.
  const providers = withProviders({ port: E2E_PORT + 50, placesNothing: "sandbox" });

  test("a provider that cannot place the address refuses the enquiry on that field, and the other two take it", async ({ browser }) => {
    test.setTimeout(180_000);
    const { production } = providers();
    const { context, page, connections } = await agencyOfThree(browser, providers());

    await page.goto("/enquiries/new");
    await fillEnquiry(page, STAY);
    const reference = await sendEnquiry(page);
    expect(providerRows(providers(), reference).map((r) => r.name)).toEqual(["Built-in sandbox", production.name]);
    const [refusal, ...more] = refusals(providers(), reference);
    expect(more).toEqual([]);
    expect(refusal?.connectionId).toBe(connections.sandbox);
    expect(refusal?.message).toMatch(/^[A-Z][^{}\n]*\.$/);
    // The field it named, for the form to show it there.
    expect(Object.keys(JSON.parse(refusal?.fieldErrors ?? "{}") as Record<string, string[]>).length).toBeGreaterThan(0);
    await context.close();
  });
});
