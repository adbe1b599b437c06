import { beforeAll, describe, expect, it, vi } from "vitest";

// The comparison, a share link and the client's choice across two providers: two
// connections of one organisation, each to its own account of the real service behind its
// HTTP API (app.request), and the database (SQLite here, PostgreSQL under test:pg).
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "share-providers-test-secret-0123456789-abcdefghij";

const { getPrisma } = await import("@/lib/db/prisma");
const { getServiceClient } = await import("@/lib/portal/connections/get-service-client");
const { indexEnquiry } = await import("@/lib/portal/enquiries/index-enquiry");
const { ChoiceInput } = await import("@/lib/portal/choices/choice-input");
const { chooseOption } = await import("@/lib/portal/choices/choose-option");
const { listChoices, preparedMessage } = await import("@/lib/portal/choices/list-choices");
const { createShareLink } = await import("@/lib/portal/share-links/create-share-link");
const { openShareLink } = await import("@/lib/portal/share-links/open-share-link");
const { hashShareToken, newShareToken } = await import("@/lib/portal/share-links/share-token");
const { getQuoteComparison } = await import("@/lib/portal/enquiries/get-quote-comparison");
const { getEnquiryView } = await import("@/lib/portal/enquiries/get-enquiry-view");
const { readQuoteOffers } = await import("@/lib/portal/enquiries/quote-offers");
const { partyOf } = await import("@/lib/portal/quotes/party-of");
const { removeConnection } = await import("@/lib/portal/connections/remove-connection");
const { LOCK_MESSAGES } = await import("@/lib/portal/share-links/choice-lock");
const { acceptQuoteItem } = await import("@/lib/service/backoffice/accept-quote-item");
const { createSpecialist } = await import("@/lib/service/backoffice/auth/create-specialist");
const { refusal } = await import("../helpers/refusal");
const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app);
});

/**
 * One organisation, a provider per name (an account of the built-in service each), one
 * agency enquiry sent to every one of them; those named in `quotedBy` quote it.
 */
async function sentTo(names: string[], quotedBy: string[] = names) {
  const organizationId = await newOrganization();
  const externalId = `ext-${Math.random().toString(36).slice(2, 10)}`;
  const providers = [];
  for (const name of names) {
    const account = await newAccount();
    const connectionId = await connectBuiltIn(organizationId, account.key, { id: `conn-${name.split(" ")[0]}-${organizationId}`, name });
    const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody({ externalId }) });
    const ref = created.json.data.serviceReference as string;
    if (quotedBy.includes(name)) await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
    const enquiry = await (await getServiceClient(organizationId, connectionId)).getEnquiry(ref);
    await indexEnquiry(organizationId, { connectionId, enquiry, readAt: new Date(), creator: { id: `user-${organizationId}`, name: "Agent Smith" } });
    const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key: account.key })).json.data[0];
    providers.push({ name, account, connectionId, ref, quote });
  }
  const context = {
    user: { id: `user-${organizationId}`, name: "Agent Smith", email: "agent@example.com" },
    member: { id: `member-${organizationId}`, role: "agent" as const },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  // The agency enquiry's reference is the first provider's.
  return { organizationId, context, providers, reference: providers[0]!.ref };
}

/** Two providers, both quoted. */
async function quotedByTwo() {
  const sent = await sentTo(["Alpha Stays", "Beta Flats"]);
  const [a, b] = sent.providers as [(typeof sent.providers)[0], (typeof sent.providers)[0]];
  return { ...sent, a, b };
}

const tokenOf = (url: string) => url.split("/share/")[1]!;
/** Where the choices come from: one client network. */
const client = { address: "192.0.2.21" };
const input = (token: string, option: string) => ChoiceInput.parse({ token, option });
const preferenceOf = (ref: string) => getPrisma().clientPreference.findFirst({ where: { enquiry: { serviceReference: ref } } });


describe("the comparison across providers", () => {
  it("reads every provider's active quote, and names a provider that cannot be read while still showing the others", async () => {
    const s = await quotedByTwo();
    const view = await getQuoteComparison(s.context, s.reference);
    expect(view.status).toBe("found");
    if (view.status !== "found") return;
    expect(view.providers.map((p) => [p.provider.name, p.status, p.status === "found" ? p.active?.id : null])).toEqual([
      ["Alpha Stays", "found", s.a.quote.id],
      ["Beta Flats", "found", s.b.quote.id],
    ]);
    // Any provider's reference opens the same agency enquiry.
    expect((await getQuoteComparison(s.context, s.b.ref)).status).toBe("found");

    await getPrisma().serviceConnection.update({ where: { id: s.b.connectionId }, data: { removedAt: new Date() } });
    const partial = await getQuoteComparison(s.context, s.reference);
    expect(partial.status === "found" && partial.providers.map((p) => [p.provider.name, p.status])).toEqual([
      ["Alpha Stays", "found"],
      ["Beta Flats", "unavailable"],
    ]);
    expect(partial.status === "found" && partial.providers[1]!.status === "unavailable" && partial.providers[1]!.message).toMatch(/connection was removed/);
  });

  it("is offered on the enquiry's page, with a share link, when only the second and third providers quoted", async () => {
    const s = await sentTo(["Alpha Stays", "Beta Flats", "Gamma Homes"], ["Beta Flats", "Gamma Homes"]);
    const [alpha, beta, gamma] = s.providers as [(typeof s.providers)[0], (typeof s.providers)[0], (typeof s.providers)[0]];
    expect(alpha.quote).toBeUndefined();
    const offersOnPage = async () => {
      const view = await getEnquiryView(s.context, s.reference);
      if (view.status !== "found") throw new Error(`enquiry ${view.status}`);
      // The page reads its details from the first provider, which has not quoted.
      expect(view.lead.connectionId).toBe(alpha.connectionId);
      return readQuoteOffers(s.organizationId, view.providers, partyOf(view.enquiry));
    };
    expect(await offersOnPage()).toEqual({ compare: true, activeQuotes: [beta.quote.id, gamma.quote.id] });
    // What the page offers is there: both quotes compared, both shared.
    const compared = await getQuoteComparison(s.context, s.reference);
    expect(compared.status === "found" && compared.providers.map((p) => (p.status === "found" ? p.active?.id ?? null : p.status))).toEqual([null, beta.quote.id, gamma.quote.id]);
    await createShareLink(s.context, s.reference);
    const link = await getPrisma().shareLink.findFirstOrThrow({ where: { organizationId: s.organizationId } });
    expect(JSON.parse(link.quotes).map((q: { quoteId: string }) => q.quoteId)).toEqual([beta.quote.id, gamma.quote.id]);

    // Withdrawn from the second: the third's quote is still compared and shared.
    await getPrisma().providerEnquiry.updateMany({ where: { connectionId: beta.connectionId }, data: { withdrawnAt: new Date() } });
    expect(await offersOnPage()).toEqual({ compare: true, activeQuotes: [gamma.quote.id] });
    // And from the third: nothing left to compare or share.
    await getPrisma().providerEnquiry.updateMany({ where: { connectionId: gamma.connectionId }, data: { withdrawnAt: new Date() } });
    expect(await offersOnPage()).toEqual({ compare: false, activeQuotes: [] });
  });

  it("uses the organisation's own exchange rates only", async () => {
    const s = await quotedByTwo();
    const other = await quotedByTwo();
    await getPrisma().exchangeRate.create({ data: { id: `rate-${other.organizationId}`, organizationId: other.organizationId, currency: "EUR", baseCurrency: "USD", rate: "0.92", asOf: "2026-01-01", createdById: "u" } });
    const view = await getQuoteComparison(s.context, s.reference);
    expect(view.status === "found" && view.rates).toEqual([]);
  });
});

describe("a share link across providers", () => {
  it("holds every provider's active quote, and the client's page shows them all with their providers", async () => {
    const s = await quotedByTwo();
    const { url } = await createShareLink(s.context, s.reference);
    const row = await getPrisma().shareLink.findFirstOrThrow({ where: { organizationId: s.organizationId } });
    expect(row.serviceReference).toBe(s.reference);
    expect(JSON.parse(row.quotes)).toEqual([
      { connectionId: s.a.connectionId, serviceReference: s.a.ref, quoteId: s.a.quote.id },
      { connectionId: s.b.connectionId, serviceReference: s.b.ref, quoteId: s.b.quote.id },
    ]);
    const opened = await openShareLink(tokenOf(url));
    expect(opened.status).toBe("found");
    if (opened.status !== "found") return;
    expect(opened.quotes.map((q) => [q.source, q.provider?.name, q.quote.id, q.lock])).toEqual([
      [0, "Alpha Stays", s.a.quote.id, null],
      [1, "Beta Flats", s.b.quote.id, null],
    ]);
    expect(opened).toMatchObject({ lock: null, missing: 0, choice: null });
  });

  it("leaves out a provider the enquiry was withdrawn from", async () => {
    const s = await quotedByTwo();
    await getPrisma().providerEnquiry.updateMany({ where: { connectionId: s.a.connectionId }, data: { withdrawnAt: new Date() } });
    await createShareLink(s.context, s.reference);
    const row = await getPrisma().shareLink.findFirstOrThrow({ where: { organizationId: s.organizationId } });
    expect(JSON.parse(row.quotes).map((q: { connectionId: string }) => q.connectionId)).toEqual([s.b.connectionId]);
  });

  it("no longer offers the options of a provider the enquiry was withdrawn from, nor takes a choice of them", async () => {
    const s = await quotedByTwo();
    const token = tokenOf((await createShareLink(s.context, s.reference)).url);
    // Chosen before the withdrawal: the page says it is no longer offered.
    await chooseOption(input(token, "0.0.0"), client);
    await getPrisma().providerEnquiry.updateMany({ where: { connectionId: s.a.connectionId }, data: { withdrawnAt: new Date() } });

    const opened = await openShareLink(token);
    expect(opened.status).toBe("found");
    if (opened.status !== "found") return;
    expect(opened.quotes.map((q) => [q.source, q.provider?.name, q.quote.id])).toEqual([[1, "Beta Flats", s.b.quote.id]]);
    expect(opened).toMatchObject({ withdrawn: [{ id: s.a.connectionId, name: "Alpha Stays" }], missing: 0, lock: null });
    expect(opened.choice).toMatchObject({ connectionId: s.a.connectionId });

    expect((await refusal(chooseOption(input(token, "0.1.0"), client))).message).toBe(LOCK_MESSAGES.withdrawn);
    expect((await getPrisma().shareChoice.findFirstOrThrow({ where: { organizationId: s.organizationId } })).quoteItemId).toBe(s.a.quote.items[0].id);
    // The other provider's options are still chosen as before.
    await chooseOption(input(token, "1.0.0"), client);
    expect((await getPrisma().shareChoice.findFirstOrThrow({ where: { organizationId: s.organizationId } })).connectionId).toBe(s.b.connectionId);
  });

  it("leaves out a removed provider's options with its name, and says none is offered once every provider is removed", async () => {
    const s = await quotedByTwo();
    const token = tokenOf((await createShareLink(s.context, s.reference)).url);
    await removeConnection(s.context, s.b.connectionId);
    const opened = await openShareLink(token);
    expect(opened.status).toBe("found");
    if (opened.status !== "found") return;
    expect(opened.quotes.map((q) => q.quote.id)).toEqual([s.a.quote.id]);
    // Not "cannot be shown right now": there is nothing to try again.
    expect(opened).toMatchObject({ missing: 0, withdrawn: [{ id: s.b.connectionId, name: "Beta Flats" }] });
    expect((await refusal(chooseOption(input(token, "1.0.0"), client))).message).toBe(LOCK_MESSAGES.withdrawn);

    await removeConnection(s.context, s.a.connectionId);
    expect(await openShareLink(token)).toMatchObject({ status: "withdrawn" });
    expect((await refusal(chooseOption(input(token, "0.0.0"), client))).message).toBe(LOCK_MESSAGES.withdrawn);
    expect(await getPrisma().shareChoice.count({ where: { organizationId: s.organizationId } })).toBe(0);
  });

  it("records the second provider's option as that provider's, and forwards it there only", async () => {
    const s = await quotedByTwo();
    const token = tokenOf((await createShareLink(s.context, s.reference)).url);
    const item = s.b.quote.items[1];
    const { choice, followUp } = await chooseOption(input(token, "1.1.0"), client);
    expect(choice).toMatchObject({ propertyName: item.property.propertyName, unitName: item.property.units[0].unitName });
    const saved = await getPrisma().shareChoice.findFirstOrThrow({ where: { organizationId: s.organizationId } });
    expect(saved).toMatchObject({ serviceReference: s.reference, connectionId: s.b.connectionId, providerReference: s.b.ref, quoteId: s.b.quote.id, quoteItemId: item.id });
    // The event joins the chosen provider's timeline.
    const event = await getPrisma().portalEvent.findFirstOrThrow({ where: { organizationId: s.organizationId, eventType: "CLIENT.CHOICE" } });
    expect(event).toMatchObject({ connectionId: s.b.connectionId, serviceReference: s.b.ref });

    await followUp();
    expect((await getPrisma().shareChoice.findFirstOrThrow({ where: { organizationId: s.organizationId } })).forwarded).toBe("SENT");
    expect(await preferenceOf(s.b.ref)).toMatchObject({ quoteItemId: item.id });
    expect(await preferenceOf(s.a.ref)).toBeNull();
    // The agent reads whose option it is; a message for a provider without the extension is in that provider's reference.
    const [listed] = await listChoices(s.organizationId, s.reference);
    expect(listed!.provider).toEqual({ connectionId: s.b.connectionId, name: "Beta Flats", reference: s.b.ref });
    expect(preparedMessage({ serviceReference: s.reference, clientReference: "ACME-1" }, listed!)).toMatch(new RegExp(`^Enquiry ${s.b.ref} \\(our reference ACME-1\\):`));

    // The page shows the choice back, against the right provider's option.
    const opened = await openShareLink(token);
    expect(opened.status === "found" && opened.choice).toMatchObject({ connectionId: s.b.connectionId, quoteItemId: item.id });

    // Changed to the first provider's option: the choice moves there.
    await (await chooseOption(input(token, "0.0.0"), client)).followUp();
    expect(await preferenceOf(s.a.ref)).toMatchObject({ quoteItemId: s.a.quote.items[0].id });
    expect((await getPrisma().shareChoice.findFirstOrThrow({ where: { organizationId: s.organizationId } })).connectionId).toBe(s.a.connectionId);
    expect((await refusal(chooseOption(input(token, "2.0.0"), client))).message).toBe("Choose one of the options.");
  });

  it("settles the choice on every provider's options once one of them has booked", async () => {
    const s = await quotedByTwo();
    const token = tokenOf((await createShareLink(s.context, s.reference)).url);
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${Date.now()}-${Math.random()}@provider.test`, name: "Desk", password: "correct horse battery" });
    await acceptQuoteItem(s.b.ref, specialist, s.b.quote.id, s.b.quote.items[0].id);
    expect((await refusal(chooseOption(input(token, "0.0.0"), client))).message).toMatch(/already booked one of these options/);
    const opened = await openShareLink(token);
    expect(opened.status === "found" && opened.lock).toBe("booked");
    expect(await getPrisma().shareChoice.count({ where: { organizationId: s.organizationId } })).toBe(0);
  });

  it("keeps an older link of one quote working, with the two-number option its page sent", async () => {
    const s = await quotedByTwo();
    const token = newShareToken();
    await getPrisma().shareLink.create({
      data: {
        id: `link-${s.organizationId}`,
        organizationId: s.organizationId,
        serviceReference: s.reference,
        quotes: JSON.stringify([{ connectionId: s.a.connectionId, serviceReference: s.a.ref, quoteId: s.a.quote.id }]),
        tokenHash: hashShareToken(token),
        tokenHint: token.slice(-4),
        createdById: "u1",
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    const opened = await openShareLink(token);
    expect(opened.status === "found" && opened.quotes.map((q) => [q.provider, q.quote.id])).toEqual([[null, s.a.quote.id]]);
    await (await chooseOption(input(token, "1.0"), client)).followUp();
    expect(await preferenceOf(s.a.ref)).toMatchObject({ quoteItemId: s.a.quote.items[1].id });
  });
});
