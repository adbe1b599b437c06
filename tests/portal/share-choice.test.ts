import { beforeAll, describe, expect, it, vi } from "vitest";

// The client's choice on a share link, end to end inside one process: the portal's domain
// code, the real service behind its HTTP API (app.request), and the database (SQLite here,
// PostgreSQL under test:pg).
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "share-choice-test-secret-0123456789-abcdefghij";

const { getPrisma } = await import("@/lib/db/prisma");
const { ChoiceInput } = await import("@/lib/portal/choices/choice-input");
const { chooseOption } = await import("@/lib/portal/choices/choose-option");
const { listChoices, preparedMessage } = await import("@/lib/portal/choices/list-choices");
const { openShareLink } = await import("@/lib/portal/share-links/open-share-link");
const { hashShareToken, newShareToken } = await import("@/lib/portal/share-links/share-token");
const { subscribe } = await import("@/lib/portal/live/bus");
const { listTimeline } = await import("@/lib/portal/live/list-timeline");
const { acceptQuoteItem } = await import("@/lib/service/backoffice/accept-quote-item");
const { createSpecialist } = await import("@/lib/service/backoffice/auth/create-specialist");
const { refusal } = await import("../helpers/refusal");
const { call, enquiryBody, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectedOrganization } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;
/** Paths the stand-in provider answers 404, as a provider without the extension would. */
let missing: RegExp | null = null;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, (url) => {
    if (!missing?.test(url.pathname)) return undefined;
    return new Response(JSON.stringify({ type: "about:blank", title: "Not Found", status: 404 }), { status: 404, headers: { "content-type": "application/problem+json" } });
  });
});

/** An organisation connected to a fresh account, with a quoted enquiry and a share link to its quote. */
async function sharedQuote() {
  const { organizationId, ...account } = await connectedOrganization();
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody() });
  const ref = created.json.data.serviceReference as string;
  await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
  const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key: account.key })).json.data[0];
  const link = await newLink(organizationId, ref, quote.id);
  return { organizationId, ref, quote, account, ...link };
}

async function newLink(organizationId: string, serviceReference: string, quoteId: string) {
  const token = newShareToken();
  const id = `link-${Math.random().toString(36).slice(2, 10)}`;
  await getPrisma().shareLink.create({
    data: { id, organizationId, serviceReference, quotes: JSON.stringify([{ connectionId: `conn-${organizationId}`, serviceReference, quoteId }]), tokenHash: hashShareToken(token), tokenHint: token.slice(-4), createdById: "u1", expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { token, linkId: id };
}

/** Where the choices come from: one client network (the per-network limit is far above what this file sends). */
const client = { address: "192.0.2.20" };
const input = (token: string, option: string, note?: string) => ChoiceInput.parse({ token, option, ...(note === undefined ? {} : { note }) });
const choicesOf = (linkId: string) => getPrisma().shareChoice.findMany({ where: { shareLinkId: linkId } });
const preferenceOf = (ref: string) => getPrisma().clientPreference.findFirst({ where: { enquiry: { serviceReference: ref } } });


describe("chooseOption", () => {
  it("saves the choice, tells the live stream and the timeline, and passes it to the provider", async () => {
    const s = await sharedQuote();
    const heard: string[] = [];
    const stop = subscribe(s.organizationId, (m) => heard.push(m.kind === "event" ? m.entry.text : "enquiry"));
    const unit = s.quote.items[1].property.units[0];
    const { choice, followUp } = await chooseOption(input(s.token, "1.0", "Quiet, please.\r\nHigh floor."), client);
    expect(choice).toMatchObject({ propertyName: s.quote.items[1].property.propertyName, unitName: unit.unitName, note: "Quiet, please.\nHigh floor." });
    expect(heard[0]).toBe(`Client chose ${s.quote.items[1].property.propertyName} · ${unit.unitName}`);
    const timeline = await listTimeline(s.organizationId, [{ connectionId: `conn-${s.organizationId}`, serviceReference: s.ref }]);
    expect(timeline.map((e) => e.eventType)).toEqual(["CLIENT.CHOICE"]);
    // The note stays out of the event.
    expect(JSON.stringify(await getPrisma().portalEvent.findMany({ where: { organizationId: s.organizationId } }))).not.toContain("Quiet");

    expect((await listChoices(s.organizationId, s.ref))[0]!.forwarded).toBe("PENDING");
    await followUp();
    stop();
    expect((await listChoices(s.organizationId, s.ref))[0]!.forwarded).toBe("SENT");
    expect(await preferenceOf(s.ref)).toMatchObject({ quoteItemId: s.quote.items[1].id, unitName: unit.unitName, note: "Quiet, please.\nHigh floor." });

    // Changed: the same row, and the timeline says so.
    await (await chooseOption(input(s.token, "0.0"), client)).followUp();
    expect(await choicesOf(s.linkId)).toHaveLength(1);
    expect((await listTimeline(s.organizationId, [{ connectionId: `conn-${s.organizationId}`, serviceReference: s.ref }])).at(-1)!.text).toMatch(/^Client changed their choice to /);
    expect(await preferenceOf(s.ref)).toMatchObject({ quoteItemId: s.quote.items[0].id, note: null });
  });

  it("leaves one choice when two tabs choose at once", async () => {
    const s = await sharedQuote();
    // As many as the link's limit lets through at once.
    const options = ["0.0", "1.0", "2.0", "0.0", "1.0"];
    const results = await Promise.allSettled(options.map((o, i) => chooseOption(input(s.token, o, `tab ${i}`), client)));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const rows = await choicesOf(s.linkId);
    expect(rows).toHaveLength(1);
    expect(options.map((o, i) => `${o}:tab ${i}`)).toContain(`${["0.0", "1.0", "2.0"][s.quote.items.findIndex((it: { id: string }) => it.id === rows[0]!.quoteItemId)]}:${rows[0]!.note}`);
  });

  it("refuses in words on a revoked, expired or unknown link, a replaced quote, a booked or closed enquiry, and changes nothing", async () => {
    const s = await sharedQuote();
    await getPrisma().shareLink.update({ where: { id: s.linkId }, data: { revokedAt: new Date() } });
    expect((await refusal(chooseOption(input(s.token, "0.0"), client))).message).toMatch(/no longer works: it was withdrawn or has expired/);
    const expired = await newLink(s.organizationId, s.ref, s.quote.id);
    await getPrisma().shareLink.update({ where: { id: expired.linkId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refusal(chooseOption(input(expired.token, "0.0"), client))).message).toMatch(/no longer works/);
    expect((await refusal(chooseOption(input(newShareToken(), "0.0"), client))).message).toMatch(/no longer works/);

    const live = await newLink(s.organizationId, s.ref, s.quote.id);
    expect((await refusal(chooseOption(input(live.token, "9.0"), client))).message).toBe("Choose one of the options.");
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${s.ref}/change-state`, { key: s.account.key, body: { enquiryState: "QUOTED" } });
    expect((await refusal(chooseOption(input(live.token, "0.0"), client))).message).toMatch(/options have since been updated/);

    const b = await sharedQuote();
    const specialist = await createSpecialist(getPrisma(), { email: `desk-${Date.now()}-${Math.random()}@provider.test`, name: "Desk", password: "correct horse battery" });
    await acceptQuoteItem(b.ref, specialist, b.quote.id, b.quote.items[0].id);
    expect((await refusal(chooseOption(input(b.token, "0.0"), client))).message).toMatch(/already booked one of these options/);

    const c = await sharedQuote();
    await call(app, "POST", `/external-api/v1/sandbox/enquiries/${c.ref}/change-state`, { key: c.account.key, body: { enquiryState: "CLOSED", closureReason: "PRICE" } });
    expect((await refusal(chooseOption(input(c.token, "0.0"), client))).message).toMatch(/closed this request/);

    for (const x of [s, b, c]) expect(await getPrisma().shareChoice.count({ where: { serviceReference: x.ref } })).toBe(0);
    expect(await getPrisma().portalEvent.count({ where: { organizationId: { in: [s.organizationId, b.organizationId, c.organizationId] } } })).toBe(0);
  });

  it("keeps the note plain text and short", () => {
    const token = newShareToken();
    expect(ChoiceInput.safeParse({ token, option: "0.0", note: "x".repeat(500) }).success).toBe(true);
    expect(ChoiceInput.safeParse({ token, option: "0.0", note: "x".repeat(501) }).error?.issues[0]?.message).toBe("Keep the note to 500 characters or fewer.");
    // A CRLF counts as one character, as the browser's counter counts it.
    expect(ChoiceInput.safeParse({ token, option: "0.0", note: "x\r\n".repeat(166) + "xy" }).success).toBe(true);
    expect(ChoiceInput.safeParse({ token, option: "0.0", note: "bell\u0007" }).error?.issues[0]?.message).toBe("The note can only hold plain text.");
    expect(ChoiceInput.safeParse({ token, option: "0.0", note: "<script>alert(1)</script>" }).data?.note).toBe("<script>alert(1)</script>");
    // Three numbers name a provider's quote on the link; two, from a page made before links spanned providers, the first.
    expect(ChoiceInput.parse({ token, option: "1.2.0" }).option).toEqual({ source: 1, item: 2, unit: 0 });
    expect(ChoiceInput.parse({ token, option: "2.0" }).option).toEqual({ source: 0, item: 2, unit: 0 });
    for (const option of ["", "a.b", "0", "1.2.3.4", "-1.0", "1..0"]) expect(ChoiceInput.safeParse({ token, option }).success, option).toBe(false);
  });

  it("offers a prepared message when the provider has no client-preference extension", async () => {
    const s = await sharedQuote();
    missing = /\/client-preference$/;
    try {
      await (await chooseOption(input(s.token, "0.0", "By the river"), client)).followUp();
    } finally {
      missing = null;
    }
    const [choice] = await listChoices(s.organizationId, s.ref);
    expect(choice!.forwarded).toBe("UNSUPPORTED");
    expect(await preferenceOf(s.ref)).toBeNull();
    const message = preparedMessage({ serviceReference: s.ref, clientReference: "ACME-1" }, choice!);
    expect(message).toContain(`Enquiry ${s.ref} (our reference ACME-1)`);
    expect(message).toContain(`the client prefers ${s.quote.items[0].property.propertyName}, ${s.quote.items[0].property.units[0].unitName}`);
    expect(message).toContain('Their note: "By the river"');
  });
});

describe("openShareLink", () => {
  it("counts each opening with its first and last time, and returns the link's choice and whether it can change", async () => {
    const s = await sharedQuote();
    const before = await getPrisma().shareLink.findUniqueOrThrow({ where: { id: s.linkId } });
    expect(before).toMatchObject({ viewCount: 0, firstViewedAt: null, lastViewedAt: null });
    const first = await openShareLink(s.token);
    // No agency profile saved: the organisation's own name, without logo or contact.
    const { name } = await getPrisma().organization.findUniqueOrThrow({ where: { id: s.organizationId } });
    expect(first).toMatchObject({ status: "found", choice: null, lock: null, agency: { name, email: null, phone: null, hasLogo: false } });
    await chooseOption(input(s.token, "0.0"), client);
    const second = await openShareLink(s.token);
    expect(second.status === "found" && second.choice?.unitName).toBe(s.quote.items[0].property.units[0].unitName);
    const after = await getPrisma().shareLink.findUniqueOrThrow({ where: { id: s.linkId } });
    expect(after.viewCount).toBe(2);
    expect(after.firstViewedAt!.getTime()).toBeLessThanOrEqual(after.lastViewedAt!.getTime());
    expect(after.firstViewedAt!.getTime()).toBeLessThan(Date.now() + 1);
    // A link that does not open is not counted.
    await getPrisma().shareLink.update({ where: { id: s.linkId }, data: { revokedAt: new Date() } });
    expect((await openShareLink(s.token)).status).toBe("not-found");
    expect((await getPrisma().shareLink.findUniqueOrThrow({ where: { id: s.linkId } })).viewCount).toBe(2);
  });
});
