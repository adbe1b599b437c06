import { createHmac, randomUUID } from "node:crypto";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// The agent's side of amending an open enquiry (an extension of the API): the portal's
// domain code, the real service behind its HTTP API (app.request) for the enquiries, and the
// database (SQLite here, PostgreSQL under test:pg). Providers that refuse (409) or lack the
// extension (404) are played here; the one that takes the change is the built-in service.
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "portal-amendments-test-secret-0123456789-abcdef";

const { getPrisma } = await import("@/lib/db/prisma");
const { createEnquiry } = await import("@/lib/portal/intake/create-enquiry");
const { amendEnquiry } = await import("@/lib/portal/amendments/amend-enquiry");
const { listAmendments } = await import("@/lib/portal/amendments/list-amendments");
const { changedSinceQuote } = await import("@/lib/portal/amendments/quote-marks");
const { PostedAmendment, amendmentFormValues, nextSubmission } = await import("@/lib/portal/amendments/amendment-form");
const { receiveEvent } = await import("@/lib/portal/receiver/receive-event");
const { describeEvent } = await import("@/lib/portal/live/describe-event");
const { PortalError } = await import("@/lib/portal/errors");
const { readFreshSnapshot, storeEnquirySnapshot } = await import("@/lib/portal/enquiries/enquiry-snapshot");
const { getServiceClient } = await import("@/lib/portal/connections/get-service-client");
const { AmendmentsCard } = await import("@/app/(portal)/enquiries/[reference]/_components/amendments-card");
const { EarlierDetailsMark } = await import("@/components/quotes/earlier-details-mark");
const { TimeZoneProvider } = await import("@/components/time/time-zone");
const { Toaster } = await import("@/components/ui/toaster");
const { enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newOrganization } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;

/** Keys whose provider takes changes: the built-in service. */
const amending = new Set<string>();
/** Keys whose provider refuses the change: it has just booked. */
const conflicting = new Set<string>();
/** The Idempotency-Key of every amendment sent, by API key. */
const sentKeys = new Map<string, string[]>();

const amendmentsPath = /^\/external-api\/v1\/enquiries\/([^/]+)\/amendments$/;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app, async (url, init) => {
    const match = amendmentsPath.exec(url.pathname);
    if (!match || init?.method !== "POST") return undefined;
    const headers = new Headers(init.headers);
    const key = headers.get("x-api-key") ?? "";
    const idempotencyKey = headers.get("idempotency-key") ?? "";
    sentKeys.set(key, [...(sentKeys.get(key) ?? []), idempotencyKey]);
    if (conflicting.has(key)) {
      const problem = { type: "CONFLICT", title: "Conflict", status: 409, detail: "The enquiry has just been booked." };
      return new Response(JSON.stringify(problem), { status: 409, headers: { "content-type": "application/problem+json" } });
    }
    // A provider without the extension: nothing at that path.
    if (!amending.has(key)) return new Response("<h1>Not Found</h1>", { status: 404, headers: { "content-type": "text/html" } });
    return undefined;
  });
});

beforeEach(() => {
  sentKeys.clear();
});

type Behaviour = "amends" | "no-extension" | "refuses";

/** An organisation, a member, and an enquiry sent to one provider per behaviour (each an account of the built-in service). */
async function agency(behaviours: [string, Behaviour][], live = false) {
  const organizationId = await newOrganization();
  const providers: { connectionId: string; name: string; key: string; accountId: string }[] = [];
  for (const [i, [name, behaviour]] of behaviours.entries()) {
    const account = await newAccount();
    const connectionId = `${organizationId}-p${i}`;
    await connectBuiltIn(organizationId, account.key, { id: connectionId, name, createdAt: new Date(Date.now() - 60_000 + i * 1000), ...(live ? { receiverWebhookId: "wh-receiver" } : {}) });
    if (behaviour === "amends") amending.add(account.key);
    if (behaviour === "refuses") conflicting.add(account.key);
    providers.push({ connectionId, name, key: account.key, accountId: account.accountId });
  }
  const context: MemberContext = {
    user: { id: `user-${organizationId}`, name: "Ada Agent", email: `ada@${organizationId}.test` },
    member: { id: `member-${organizationId}`, role: "agent" },
    organization: { id: organizationId, name: `Org ${organizationId}`, slug: organizationId },
  };
  const sent = await createEnquiry(context, enquiryBody() as never);
  const rows = await getPrisma().providerEnquiry.findMany({ where: { organizationId }, select: { connectionId: true, serviceReference: true } });
  const sources = rows.map((r) => ({ connectionId: r.connectionId, serviceReference: r.serviceReference }));
  return { organizationId, context, reference: sent.reference, providers, sources };
}

/** The details as enquiryBody() sends them, with some changed. */
function details(change: { adults?: number; checkIn?: string; checkOut?: string } = {}) {
  return {
    checkInOut: { checkIn: change.checkIn ?? "2027-03-01", checkOut: change.checkOut ?? "2027-03-08" },
    guestNumbers: { adults: change.adults ?? 2, children: 1, infants: 0 },
    guestRequirements: [{ text: "Quiet floor", type: "GENERAL" as const }],
    leadGuest: { contactNumber: "+44 20 7946 0958", email: "lead@example.com", familyName: "Lovelace", givenName: "Ada" },
  };
}

describe("changing an open enquiry's details at its providers", () => {
  it("answers each provider in words: changed, without the extension, refused; keeps the change made", async () => {
    const a = await agency([
      ["Harbour Stays", "amends"],
      ["Citadel Homes", "no-extension"],
      ["Meridian", "refuses"],
    ]);
    const answers = await amendEnquiry(a.context, { reference: a.reference, submissionKey: randomUUID(), details: details({ adults: 3, checkIn: "2027-03-03", checkOut: "2027-03-10" }) });
    expect(answers.map((x) => [x.providerName, x.status, x.message])).toEqual([
      ["Harbour Stays", "changed", "Harbour Stays: changed (version 2)."],
      ["Citadel Homes", "no-extension", "Citadel Homes does not take changes through Staydesk: agree them with Citadel Homes by e-mail or phone."],
      ["Meridian", "refused", "Meridian did not take the change: The enquiry has just been booked."],
    ]);

    // Only what differs was sent: the dates and the guests, not the unchanged requirements or lead guest.
    const stored = await listAmendments(a.organizationId, a.sources);
    expect([...stored.keys()]).toEqual([a.providers[0]!.connectionId]);
    const [amendment] = stored.get(a.providers[0]!.connectionId)!;
    expect(amendment!.changes.map((c) => c.field)).toEqual(["checkInOut", "guestNumbers"]);
    expect(amendment).toMatchObject({ version: 2, authorName: "Ada Agent" });

    // The list and the export show the new details; the audit trail names where they changed.
    const db = getPrisma();
    const tracked = await db.trackedEnquiry.findFirstOrThrow({ where: { organizationId: a.organizationId, reference: a.reference } });
    expect(tracked).toMatchObject({ checkIn: "2027-03-03", checkOut: "2027-03-10", adults: 3 });
    const audit = await db.auditEntry.findFirstOrThrow({ where: { organizationId: a.organizationId, kind: "enquiry-details-changed" } });
    expect(audit.summary).toBe(`Details of enquiry ${a.reference} changed at Harbour Stays (version 2); not at Citadel Homes, Meridian.`);
  }, 60_000);

  it("sends each provider only when its details differ, and says when they already match", async () => {
    const a = await agency([["Harbour Stays", "amends"]]);
    const same = await amendEnquiry(a.context, { reference: a.reference, submissionKey: randomUUID(), details: details() });
    expect(same).toMatchObject([{ status: "unchanged", message: "Harbour Stays already has these details: nothing to change there." }]);
    expect(sentKeys.size).toBe(0);
    expect((await listAmendments(a.organizationId, a.sources)).size).toBe(0);
  }, 60_000);

  it("makes one change per submission and provider, however often it is sent; another submission is another change", async () => {
    const a = await agency([
      ["Harbour Stays", "amends"],
      ["Citadel Homes", "amends"],
    ]);
    const submission = { reference: a.reference, submissionKey: randomUUID(), details: details({ adults: 4 }) };
    const [first, second] = await Promise.all([amendEnquiry(a.context, submission), amendEnquiry(a.context, submission)]);
    const third = await amendEnquiry(a.context, submission);
    for (const answers of [first, second, third]) expect(answers.map((x) => x.message)).toEqual(["Harbour Stays: changed (version 2).", "Citadel Homes: changed (version 2)."]);

    // One key per provider, the same on every attempt, and no key shared between providers.
    const [harbour, citadel] = a.providers.map((p) => new Set(sentKeys.get(p.key)));
    expect(harbour!.size).toBe(1);
    expect(citadel!.size).toBe(1);
    expect([...harbour!][0]).not.toBe([...citadel!][0]);
    const stored = await listAmendments(a.organizationId, a.sources);
    expect(a.providers.map((p) => stored.get(p.connectionId)?.length)).toEqual([1, 1]);

    const again = await amendEnquiry(a.context, { ...submission, submissionKey: randomUUID(), details: details({ adults: 5 }) });
    expect(again.map((x) => x.message)).toEqual(["Harbour Stays: changed (version 3).", "Citadel Homes: changed (version 3)."]);
    expect(new Set(sentKeys.get(a.providers[0]!.key)).size).toBe(2);
  }, 60_000);

  it("no longer passes off the receiver's snapshot from before the change as the provider's details", async () => {
    const a = await agency([["Harbour Stays", "amends"]], true);
    const [source] = a.sources;
    const enquiry = await (await getServiceClient(a.organizationId, source!.connectionId)).getEnquiry(source!.serviceReference);
    await storeEnquirySnapshot(a.organizationId, source!.connectionId, { enquiry, quotes: [], more: false, readAt: new Date(Date.now() - 1000) });
    expect(await readFreshSnapshot(a.organizationId, source!.connectionId, source!.serviceReference)).not.toBeNull();
    await amendEnquiry(a.context, { reference: a.reference, submissionKey: randomUUID(), details: details({ adults: 3 }) });
    // Its event may still be on its way: the page reads the provider until the receiver has read it again.
    expect(await readFreshSnapshot(a.organizationId, source!.connectionId, source!.serviceReference)).toBeNull();
  }, 60_000);

  it("keeps each organisation's amendments to itself", async () => {
    const a = await agency([["Harbour Stays", "amends"]]);
    const b = await agency([["Harbour Stays", "amends"]]);
    await amendEnquiry(a.context, { reference: a.reference, submissionKey: randomUUID(), details: details({ adults: 3 }) });
    expect((await listAmendments(a.organizationId, a.sources)).size).toBe(1);
    // Another organisation asking for the same provider enquiries reads nothing of them.
    expect((await listAmendments(b.organizationId, a.sources)).size).toBe(0);
    // Nor can it change another organisation's enquiry.
    await expect(amendEnquiry(b.context, { reference: a.reference, submissionKey: randomUUID(), details: details({ adults: 4 }) })).rejects.toThrow(PortalError);
    expect(sentKeys.get(b.providers[0]!.key)).toBeUndefined();
  }, 60_000);
});

describe("the receiver and ENQUIRY.AMENDED", () => {
  it("stores the event's amendment once when it is delivered twice, says what changed, and the index follows it", async () => {
    const a = await agency([["Harbour Stays", "amends"]]);
    const db = getPrisma();
    const [source] = a.sources;
    const connection = await db.serviceConnection.findUniqueOrThrow({ where: { id: source!.connectionId } });
    const accountKey = a.providers[0]!.key;
    const enquiry = ((await (await app.request(`/external-api/v1/enquiries/${source!.serviceReference}`, { headers: { "x-api-key": accountKey } })).json()) as { data: any }).data;
    const amendedAt = "2026-11-28T10:00:00Z";
    const body = JSON.stringify({
      eventType: "ENQUIRY.AMENDED",
      eventId: randomUUID(),
      createdAt: amendedAt,
      data: {
        serviceReference: enquiry.serviceReference,
        externalId: enquiry.externalId,
        clientReference: enquiry.clientReference,
        enquiryState: enquiry.enquiryState,
        createdAt: enquiry.createdAt,
        amendment: {
          id: randomUUID(),
          enquiryId: enquiry.serviceReference,
          version: 2,
          changes: [
            { field: "checkInOut", from: { checkIn: "2027-03-01", checkOut: "2027-03-08" }, to: { checkIn: "2027-03-03", checkOut: "2027-03-10" } },
            { field: "guestNumbers", from: { adults: 2, children: 1, infants: 0 }, to: { adults: 3, children: 1, infants: 0 } },
          ],
          authorName: "Bo Colleague",
          createdAt: amendedAt,
        },
      },
    });
    const { verificationKey } = await db.account.findUniqueOrThrow({ where: { id: a.providers[0]!.accountId } });
    const signature = createHmac("sha256", verificationKey).update(body).digest("base64");
    const first = await receiveEvent({ connectionId: connection.id, body: Buffer.from(body), signature });
    expect(first.status).toBe("stored");
    const again = await receiveEvent({ connectionId: connection.id, body: Buffer.from(body), signature });
    expect(again.status).toBe("duplicate");
    expect(await db.portalAmendment.count({ where: { organizationId: a.organizationId } })).toBe(1);

    const stored = await db.portalEvent.findFirstOrThrow({ where: { organizationId: a.organizationId, eventType: "ENQUIRY.AMENDED" } });
    expect(describeEvent(stored.eventType, JSON.parse(stored.data))).toBe(
      "Details changed · version 2 by Bo Colleague: 1 Mar – 8 Mar 2027 → 3 Mar – 10 Mar 2027; 2 adults, 1 child → 3 adults, 1 child",
    );

    // After the answer, the read of the provider refreshes what the list indexes of the enquiry.
    if (first.status === "stored") await first.followUp();
    const tracked = await db.trackedEnquiry.findFirstOrThrow({ where: { organizationId: a.organizationId, reference: a.reference } });
    expect(tracked.detailsAmendedAt?.toISOString()).toBe("2026-11-28T10:00:00.000Z");
  }, 60_000);
});

describe("quotes made for the earlier details", () => {
  it("marks a quote made before its provider's latest amendment, and none after it or without one", () => {
    const amendments = [
      { id: "a3", version: 3, changes: [], authorName: null, amendedAt: new Date("2027-01-10T12:00:00Z") },
      { id: "a2", version: 2, changes: [], authorName: null, amendedAt: new Date("2027-01-05T12:00:00Z") },
    ];
    expect(changedSinceQuote("2027-01-08T09:00:00Z", amendments)?.version).toBe(3);
    expect(changedSinceQuote("2027-01-10T12:00:00Z", amendments)).toBeNull();
    expect(changedSinceQuote("2027-01-11T09:00:00Z", amendments)).toBeNull();
    expect(changedSinceQuote("2027-01-08T09:00:00Z", undefined)).toBeNull();
    expect(changedSinceQuote("2027-01-08T09:00:00Z", [])).toBeNull();
  });
});

/** The text of a part of the page, in London's time. */
function text(node: ReactNode): string {
  const tree = createElement(TimeZoneProvider, { zone: "Europe/London" } as Parameters<typeof TimeZoneProvider>[0], createElement(Toaster, null as never, node));
  return renderToStaticMarkup(tree).replace(/<[^>]+>/g, "");
}

describe("what the enquiry page shows of the changes", () => {
  const provider = (id: string, name: string) => ({ connection: { id, name, environment: "sandbox", builtIn: true, removed: false }, serviceReference: `R-${id}`, state: "QUOTED", withdrawnAt: null, status: "other-account" as const });
  const amendedAt = new Date("2027-01-10T12:02:00Z");
  const amendment = {
    id: "a2",
    version: 2,
    authorName: "Ana Silva",
    amendedAt,
    changes: [
      { field: "checkInOut" as const, from: { checkIn: "2027-03-01", checkOut: "2027-03-08" }, to: { checkIn: "2027-03-03", checkOut: "2027-03-10" } },
      { field: "guestNumbers" as const, from: { adults: 2, children: 0, infants: 0 }, to: { adults: 3, children: 0, infants: 0 } },
      { field: "guestRequirements" as const, from: [], to: [{ text: "Cot", type: "GENERAL" }] },
    ],
  };

  it("lists each provider's changes with their version, time, author and what changed, and offers the change while open", () => {
    const providers = [provider("c1", "Harbour Stays"), provider("c2", "Citadel Homes")];
    const change = { reference: "R1", present: amendmentFormValues(details()), providers: ["Harbour Stays", "Citadel Homes"] };
    const shown = text(createElement(AmendmentsCard, { providers, amendments: new Map([["c1", [amendment]]]), change }));
    expect(shown).toContain("Harbour Stays");
    expect(shown).not.toContain("Citadel Homes");
    expect(shown).toContain("Details changed · version 2 · 10 Jan 2027, 12:02 GMT by Ana Silva: 1 Mar – 8 Mar 2027 → 3 Mar – 10 Mar 2027; 2 adults → 3 adults; requirement added: “Cot”");
    expect(shown).toContain("Change details");
    // Never changed and no longer open: nothing to show.
    expect(text(createElement(AmendmentsCard, { providers, amendments: new Map(), change: null }))).toBe("");
    expect(text(createElement(AmendmentsCard, { providers, amendments: new Map(), change }))).toContain("The details are as first sent.");
  });

  it("marks a quote made for the earlier details and says why", () => {
    expect(text(createElement(EarlierDetailsMark, { amendment: { version: 2, amendedAt }, quoteOf: "Harbour Stays" }))).toBe(
      "Made for the earlier detailsThe quote from Harbour Stays was made before the details changed (version 2, 10 Jan 2027, 12:02 GMT): the specialist has not quoted again since the change.",
    );
  });
});

describe("the Change details form", () => {
  it("is filled with the enquiry's present details, and its posted fields are checked by the intake's rules", () => {
    const values = amendmentFormValues({ ...details(), guestNumbers: { adults: 2, children: 1, infants: 0 }, leadGuest: { ...details().leadGuest, email: null } });
    expect(values).toMatchObject({ guestNumbers: { adults: "2", children: "1", infants: "0" }, leadGuest: { email: "" }, guestRequirements: [{ text: "Quiet floor" }] });

    const posted = (fields: Record<string, string>) =>
      PostedAmendment.safeParse({
        reference: "R1",
        submissionKey: randomUUID(),
        "checkInOut.checkIn": "2027-03-01",
        "checkInOut.checkOut": "2027-03-08",
        "guestNumbers.adults": "2",
        "guestNumbers.children": "",
        "guestNumbers.infants": "0",
        "leadGuest.givenName": "Ada",
        "leadGuest.familyName": "",
        "leadGuest.email": "",
        "leadGuest.contactNumber": "",
        "guestRequirements.0.text": "Cot",
        ...fields,
      });
    const ok = posted({});
    expect(ok.success && ok.data).toMatchObject({ guestNumbers: { adults: 2 }, leadGuest: { givenName: "Ada", email: null }, guestRequirements: [{ text: "Cot", type: "GENERAL" }] });
    const wrong = posted({ "checkInOut.checkOut": "2027-02-01", "guestNumbers.adults": "" });
    expect(wrong.success).toBe(false);
    const messages = wrong.success ? [] : wrong.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(expect.arrayContaining(["checkInOut.checkOut: Check-out must be after check-in.", "guestNumbers.adults: Enter the number of adults (at least 1)."]));
  });

  it("sends nothing for the present details, but sends values not every provider took again with their key, even once the page shows them", () => {
    let made = 0;
    const newKey = () => `key-${++made}`;
    // The present details: nothing to send.
    expect(nextSubmission("A", "A", null, newKey)).toBeNull();
    // Other values: a new key.
    const first = nextSubmission("B", "A", null, newKey);
    expect(first).toEqual({ key: "key-1", values: "B" });
    // The lead provider took them and the page shows them now; another provider did not: sent again, the same key.
    expect(nextSubmission("B", "B", first, newKey)).toBe(first);
    // Changed once more: a new key; changed back to the present details: nothing to send.
    expect(nextSubmission("C", "B", first, newKey)).toEqual({ key: "key-2", values: "C" });
    expect(nextSubmission("A", "A", first, newKey)).toBeNull();
  });
});
