import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { acceptInBackOffice, createSpecialist, openInBackOffice, quoteInBackOffice, signInSpecialist } from "../support/backoffice";
import { fillEnquiry, sendEnquiry, uniqueReference } from "../support/enquiries";
import { E2E_PORT } from "../support/env";
import { activeQuote, expectedTotalCents } from "../support/quotes";
import { reportDelays, shownAt, watchSubmit } from "../support/timing";
import { createOrganization, newPerson, signUp } from "../support/portal";
import { connectProvider, startSeveralProviders, type ProviderInstance, type ProvidersOptions, type SeveralProviders } from "../support/providers";
import { startWithoutMessages } from "../support/without-messages";

// One agency, three providers: the portal's built-in sandbox and two more instances of
// this app on their own databases, one of them in production mode (e2e/support/providers.ts).
// The last block follows one enquiry the whole way: sent to all three, refused by one, quoted
// by two (each live on the open page within a second), compared, shared, chosen by the
// client, booked with one provider and withdrawn from the other, with the production
// provider stopped and started again on the way. The first block also follows a
// conversation with a remote provider (a question to its back office and an answer with a
// PDF through its signed webhook, each on the other side's open page within a second), and
// a provider without the messages extension (e2e/support/without-messages.ts).

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

/** A new agency on the portal connected to these providers only, its admin signed in. */
async function agencyOf(browser: Browser, { portal }: SeveralProviders, connected: ProviderInstance[]) {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  const organization = `Agency ${randomBytes(3).toString("hex")}`;
  await signUp(page, newPerson("admin"));
  await createOrganization(page, organization);
  const connections: string[] = [];
  for (const provider of connected) connections.push(await connectProvider(portal, organization, provider));
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

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

  test("an agent's question reaches the remote specialist's open page within a second; the answer with a PDF comes back through the signed webhook within a second and downloads", { tag: "@latency" }, async ({ browser }) => {
    test.setTimeout(120_000);
    const { portal, sandbox } = providers();
    const { context, page, connections } = await agencyOf(browser, providers(), [sandbox]);
    await page.goto("/enquiries/new");
    await fillEnquiry(page, STAY);
    const reference = await sendEnquiry(page);
    const [row] = providerRows(providers(), reference);
    expect(row?.name).toBe(sandbox.name);

    // The remote specialist has it open in the remote back office, its live stream connected.
    const desk = await sandbox.signInSpecialist(browser);
    const streaming = desk.page.waitForResponse((res) => res.url().includes("/specialist/version/stream"));
    await desk.page.goto(`/specialist/enquiries/${row!.serviceReference}`);
    await streaming;
    const conversation = desk.page.locator("#conversation");
    await expect(conversation).toContainText("No messages yet.");

    // Asked on the portal, shown in the remote back office within a second of Send.
    const card = page.getByRole("region", { name: `Messages with ${sandbox.name}` });
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
    const question = "Can the cot be in the second bedroom?";
    await card.getByLabel("Message", { exact: true }).fill(question);
    const reached = shownAt(desk.page, '#conversation [data-testid="message"] > p:nth-of-type(2)', question);
    const asked = await watchSubmit(page);
    await card.getByRole("button", { name: "Send" }).click();
    const toSpecialist = (await reached) - (await asked());
    await expect(card.getByRole("status")).toHaveText(`Sent to ${sandbox.name}.`);

    // Answered there with a PDF: the remote's signed webhook brings it to the agent's open page within a second.
    const answerText = "Yes: the plan with the cot is attached.";
    const answer = desk.page.getByRole("form", { name: "Answer the agency" });
    await answer.getByLabel("Message", { exact: true }).fill(answerText);
    await answer.getByLabel("Attach files").setInputFiles({ name: "cot-plan.pdf", mimeType: "application/pdf", buffer: PDF });
    const arrived = shownAt(page, '[data-testid="message-text"]', answerText);
    const answered = await watchSubmit(desk.page);
    await answer.getByRole("button", { name: "Send" }).click();
    const toAgent = (await arrived) - (await answered());
    reportDelays(test.info(), `${sandbox.name} (remote): agent's Send to the specialist's open page`, [toSpecialist]);
    reportDelays(test.info(), `${sandbox.name} (remote): specialist's Send to the agent's open page`, [toAgent]);
    expect(toSpecialist, "the question on the remote back office's open page (ms)").toBeLessThan(1000);
    expect(toAgent, "the answer on the agent's open page (ms)").toBeLessThan(1000);
    await expect(conversation.getByTestId("message").filter({ hasText: answerText })).toHaveCount(1);
    await desk.context.close();
    // Both messages' events reached the portal's receiver for this connection (the question's too).
    expect(portal.rows(`SELECT eventType FROM PortalEvent WHERE connectionId = ? AND serviceReference = ? AND eventType = 'MESSAGE.CREATED'`, connections[0]!, row!.serviceReference)).toHaveLength(2);

    // The file downloads for the agent, through the portal, as the specialist sent it.
    const [download] = await Promise.all([page.waitForEvent("download"), card.getByTestId("message").filter({ hasText: answerText }).getByRole("link", { name: /cot-plan\.pdf/ }).click()]);
    expect(download.suggestedFilename()).toBe("cot-plan.pdf");
    expect(await readFile((await download.path())!)).toEqual(PDF);
    await context.close();
  });

  test("a provider without messages: the card says in words that it takes questions by e-mail or phone, and the agent's draft stays, across a reload too", async ({ browser }) => {
    test.setTimeout(90_000);
    const withoutMessages = await startWithoutMessages(providers().sandbox, "Citadel Homes");
    try {
      const { context, page } = await agencyOf(browser, providers(), [withoutMessages.provider]);
      await page.goto("/enquiries/new");
      await fillEnquiry(page, STAY);
      const reference = await sendEnquiry(page);
      expect(providerRows(providers(), reference).map((r) => r.name)).toEqual(["Citadel Homes"]);

      const card = page.getByRole("region", { name: "Messages with Citadel Homes" });
      const said = "Citadel Homes takes questions by e-mail or phone: it cannot receive messages through Staydesk.";
      await expect(card.getByTestId("no-extension")).toHaveText(said);
      await expect(card.getByRole("alert")).toHaveCount(0);
      const draft = "Is the building step-free?\nWe need it for a wheelchair.";
      const field = card.getByLabel("Message", { exact: true });
      await field.fill(draft);
      await expect(card.getByRole("button", { name: "Send" })).toBeDisabled();
      await expect(card).toContainText("Your draft is kept here.");
      await page.reload();
      await expect(card.getByTestId("no-extension")).toHaveText(said);
      await expect(field).toHaveValue(draft);
      await expect(card.getByRole("button", { name: "Send" })).toBeDisabled();
      await context.close();
    } finally {
      await withoutMessages.close();
    }
  });
});

test.describe("one enquiry to three providers, from the form to a booking", () => {
  // Ports of their own: the other block's servers may still be stopping.
  const providers = withProviders({ port: E2E_PORT + 50, placesNothing: "sandbox" });

  test("one refuses the address; two quote, live on the open page; compared, shared, chosen, booked with one and withdrawn from the other; the production provider stops mid-way", { tag: "@latency" }, async ({ browser }) => {
    test.setTimeout(240_000);
    const { portal, sandbox, production } = providers();
    const { context, page, organization, connections } = await agencyOfThree(browser, providers());
    const builtIn = { name: "Built-in sandbox", url: portal.url, key: portal.apiKeyOf(organization) };

    // The form offers all three, ticked; one send reaches every provider.
    await page.goto("/enquiries/new");
    const sendTo = page.getByRole("group", { name: "Send to" });
    for (const name of [builtIn.name, sandbox.name, production.name]) await expect(sendTo.getByRole("checkbox", { name: new RegExp(name) })).toBeChecked();
    await expect(sendTo.getByRole("checkbox")).toHaveCount(3);
    const clientReference = uniqueReference("JOURNEY");
    await fillEnquiry(page, { ...STAY, clientReference });
    const reference = await sendEnquiry(page);

    // Harbour cannot place the address and refuses on that field; the other two take it.
    const rows = providerRows(providers(), reference);
    expect(rows.map((r) => r.name)).toEqual([builtIn.name, production.name]);
    const [refusal, ...more] = refusals(providers(), reference);
    expect(more).toEqual([]);
    expect(refusal?.connectionId).toBe(connections.sandbox);
    const fieldMessages = Object.values(JSON.parse(refusal?.fieldErrors ?? "{}") as Record<string, string[]>).flat();
    expect(fieldMessages.length).toBeGreaterThan(0);
    // On the page, in words (its reason and the field's message, no field path), with the way to send it again.
    const refused = page.getByTestId("provider-refusal");
    await expect(refused).toHaveCount(1);
    await expect(refused).toHaveAttribute("data-provider", sandbox.name);
    await expect(refused).toContainText(refusal!.message);
    for (const message of fieldMessages) await expect(refused).toContainText(message);
    await expect(refused).not.toContainText(/enquiryLocation|\{|\bat \w+ \(/);
    // Sent again, it still cannot place the address: the reason stays, the others are untouched.
    await page.getByRole("button", { name: "Send again to the ones that failed" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${sandbox.name} still refused it` })).toBeVisible();
    await expect(refused).toHaveCount(1);
    const providerRow = (name: string) => page.locator(`[data-testid="provider-row"][data-provider="${name}"]`);
    await expect(page.getByTestId("provider-row")).toHaveCount(2);
    await expect(page.getByTestId("overall-progress")).toHaveText("Waiting for 2 providers");

    // The production provider stops: the page still opens, says so in words, and the other reads on.
    // The receiver's read after an event stands for the provider for some seconds; that long
    // passes, as it would before an agent comes back to the page.
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString().replace("Z", "+00:00");
    portal.write(`UPDATE EnquirySnapshot SET readAt = ? WHERE connectionId = ?`, ago(60_000), connections.production);
    // The connection saved after that read (its key may be another account's): nothing of the read is shown.
    portal.write(`UPDATE ServiceConnection SET updatedAt = ? WHERE id = ?`, ago(30_000), connections.production);
    await production.server.stop();
    try {
      await page.reload();
      await expect(providerRow(production.name)).toContainText(/Cannot be read right now: [A-Z][^{}\n]*\./);
      await expect(providerRow(builtIn.name).getByTestId("provider-reference")).toHaveText(rows[0]!.serviceReference);
      // Saved before it: the row shows what the provider said last, dated, and that it is not answering.
      portal.write(`UPDATE ServiceConnection SET updatedAt = ? WHERE id = ?`, ago(120_000), connections.production);
      await page.reload();
      await expect(providerRow(production.name).getByTestId("read-note")).toContainText(`${production.name} is not answering; this is what it said at`);
      await expect(providerRow(production.name)).not.toContainText("Cannot be read right now");
    } finally {
      await production.server.start();
    }
    await page.reload();
    await expect(providerRow(production.name)).not.toContainText(/Cannot be read right now|not answering/);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");

    // Each provider's specialist quotes in its own back office while the agent's page
    // is open; each provider's event reaches the open page within a second of the quote being sent.
    const quoters = [
      { name: builtIn.name, reference: rows[0]!.serviceReference, hit: 0, signIn: (b: Browser) => signInSpecialist(b, createSpecialist({ databaseUrl: portal.databaseUrl, environment: "sandbox" }), { baseURL: portal.url }) },
      { name: production.name, reference: rows[1]!.serviceReference, hit: 1, signIn: production.signInSpecialist },
    ];
    for (const [i, quoter] of quoters.entries()) {
      const desk = await quoter.signIn(browser);
      await openInBackOffice(desk.page, quoter.reference);
      const quoted = shownAt(desk.page, '[data-testid="enquiry-state"]', "Quoted");
      const arrived = shownAt(page, `[data-testid="timeline"] li[data-event-type="ENQUIRY.QUOTED"][data-provider="${quoter.name}"]`);
      const progressed = shownAt(page, '[data-testid="overall-progress"]', `${i + 1} of 2 providers quoted`);
      await quoteInBackOffice(desk.page, { hits: [quoter.hit], description: `${quoter.name} for ${clientReference}` });
      const [sent, entry, state] = await Promise.all([quoted, arrived, progressed]);
      test.info().annotations.push({ type: "live update", description: `${quoter.name}: timeline ${entry - sent} ms, state ${state - sent} ms after the back office showed it quoted` });
      expect(entry - sent, `${quoter.name}'s quote on the open page (ms)`).toBeLessThan(1000);
      expect(state - sent, `${quoter.name}'s state on the open page (ms)`).toBeLessThan(1000);
      await desk.context.close();
    }

    // The comparison: both quotes' properties side by side, marked with their provider,
    // each unit's total as the provider's API gives it.
    const quotes = [
      { provider: builtIn, reference: rows[0]!.serviceReference, quote: await activeQuote(context, builtIn.key, rows[0]!.serviceReference, builtIn.url) },
      { provider: { name: production.name }, reference: rows[1]!.serviceReference, quote: await activeQuote(context, production.key, rows[1]!.serviceReference, production.url) },
    ];
    await page.goto(`/enquiries/${reference}/compare`);
    const columns = page.getByTestId("property-column");
    const all = quotes.flatMap(({ provider, quote }) => quote.items.map((item) => ({ item, provider: provider.name })));
    expect(all.map((a) => a.provider)).toEqual([builtIn.name, production.name]);
    await expect(columns).toHaveCount(all.length);
    for (const [i, { item, provider }] of all.entries()) {
      const column = columns.nth(i);
      await expect(column.getByRole("heading", { name: item.property.propertyName, level: 2 })).toBeVisible();
      await expect(column.getByTestId("provider-mark")).toHaveText(`Quoted by ${provider}`);
      const units = (item.property.units ?? []).filter((u) => u.priceBreakdown);
      expect(units.length).toBeGreaterThan(0);
      const totals = column.locator('[data-testid$="-total"]');
      await expect(totals).toHaveCount(units.length);
      const expected = units.map(expectedTotalCents).sort((a, b) => a - b);
      expect((await totals.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-cents"))))).sort((a, b) => a - b)).toEqual(expected);
      for (const unit of units) {
        await expect(column).toContainText(new Intl.NumberFormat("en-GB", { style: "currency", currency: unit.priceBreakdown!.currency }).format(unit.priceBreakdown!.wholeStay.includingTax));
      }
    }

    // A share link; the client, signed out, sees both providers' options and chooses the second provider's.
    const share = page.locator("section", { has: page.getByRole("heading", { name: "Share with the client" }) });
    await share.getByRole("button", { name: "Create a share link" }).click();
    const url = await share.getByTestId("share-link").inputValue();
    const client = await browser.newContext();
    const visitor = await client.newPage();
    expect((await visitor.goto(url))?.status()).toBe(200);
    for (const name of [builtIn.name, production.name]) await expect(visitor.getByTestId("provider-mark").filter({ hasText: name }).first()).toBeAttached();
    await expect(visitor.getByRole("radio")).toHaveCount(all.reduce((n, { item }) => n + (item.property.units ?? []).length, 0));
    const chosen = quotes[1]!.quote.items[0]!;
    const unit = chosen.property.units![0]!;
    await visitor.getByRole("link", { name: new RegExp(`^Choose this option\\s*:\\s*${escape(chosen.property.propertyName)} · ${escape(unit.unitName)}\\s*, quoted by ${production.name}$`) }).click();
    await expect(visitor.getByRole("radio", { name: new RegExp(`${escape(chosen.property.propertyName)} · ${escape(unit.unitName)}.*Quoted by ${production.name}`) })).toBeChecked();
    await visitor.getByRole("button", { name: "Send my choice" }).click();
    await expect(visitor.getByTestId("choice-saved")).toContainText(`Your agent now has your choice: ${chosen.property.propertyName} · ${unit.unitName}`);
    await client.close();
    // It reached the production provider only.
    const preferences = (server: typeof portal, ref: string) =>
      server.rows<{ quoteItemId: string }>(`SELECT p.quoteItemId FROM ClientPreference p JOIN Enquiry e ON e.id = p.enquiryId WHERE e.serviceReference = ?`, ref);
    await expect.poll(() => preferences(production.server, rows[1]!.serviceReference)).toEqual([{ quoteItemId: chosen.id }]);
    expect(preferences(portal, rows[0]!.serviceReference)).toEqual([]);

    // The production provider's specialist books the client's option; the open page says so and offers to withdraw the rest.
    await page.goto(`/enquiries/${reference}`);
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-status", "live");
    const desk = await production.signInSpecialist(browser);
    await desk.page.goto(`/specialist/enquiries/${rows[1]!.serviceReference}`);
    const option = desk.page.getByTestId("quote").getByRole("listitem").filter({ hasText: chosen.property.propertyName });
    await expect(option).toContainText(`Client prefers ${unit.unitName}`);
    await acceptInBackOffice(option);
    await expect(desk.page.getByTestId("enquiry-state")).toHaveText("Booking pending");
    await desk.context.close();
    await expect(page.getByTestId("overall-progress")).toHaveText(`Booking pending with ${production.name}`);
    const booked = page.getByTestId("booked-with");
    await expect(booked).toContainText(`${production.name} has a booking pending for this enquiry`);
    await booked.getByRole("button", { name: "Withdraw from the others" }).click();
    const dialog = page.getByRole("dialog", { name: "Withdraw from the other providers?" });
    await expect(dialog).toContainText(builtIn.name);
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Closed at ${builtIn.name}.` })).toBeVisible();
    await expect(providerRow(builtIn.name).getByTestId("provider-withdrawn")).toContainText("Closed at the provider.");
    await expect(booked.getByRole("button", { name: "Withdraw from the others" })).toHaveCount(0);
    // The built-in service closed it as booked elsewhere; the booking stands at the production provider.
    const closed = await context.request.get(`${builtIn.url}/external-api/v1/enquiries/${rows[0]!.serviceReference}`, { headers: { "x-api-key": builtIn.key } });
    expect(((await closed.json()) as { data: { enquiryState: unknown } }).data.enquiryState).toEqual({ state: "CLOSED", closureReason: "BOOKED_ELSEWHERE_COMPETITOR" });
    await expect(page.getByTestId("overall-progress")).toHaveText(`Booking pending with ${production.name}`);
    await context.close();
  });
});
