import { beforeAll, describe, expect, it, vi } from "vitest";
import type { MemberContext } from "@/lib/portal/session/get-member";

// A client's choice that needs approval, end to end inside one process: the share link's
// choice, the approver's mail in the outbox, the decision from its link (or recorded by an
// agent), the timeline and the audit trail, and the choice reaching the real service
// behind its HTTP API only once approved. SQLite here, PostgreSQL under test:pg.
vi.mock("server-only", () => ({}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

process.env.STAYDESK_SECRET = "choice-approval-test-secret-0123456789-abcdefgh";

const { getPrisma } = await import("@/lib/db/prisma");
const { ChoiceInput } = await import("@/lib/portal/choices/choice-input");
const { chooseOption } = await import("@/lib/portal/choices/choose-option");
const { listChoices } = await import("@/lib/portal/choices/list-choices");
const { openLinkForChoice } = await import("@/lib/portal/approvals/open-link-for-choice");
const { hashShareToken, newShareToken } = await import("@/lib/portal/share-links/share-token");
const { listTimeline } = await import("@/lib/portal/live/list-timeline");
const { createClient } = await import("@/lib/portal/clients/create-client");
const { DecisionInput, RecordApprovalInput } = await import("@/lib/portal/approvals/approval-input");
const { decideApproval } = await import("@/lib/portal/approvals/decide-approval");
const { recordApproval } = await import("@/lib/portal/approvals/record-approval");
const { readApproval } = await import("@/lib/portal/approvals/read-approval");
const { listApprovals } = await import("@/lib/portal/approvals/list-approvals");
const { findBookedUnit } = await import("@/lib/portal/bookings/find-booked-unit");
const { renderMail } = await import("@/lib/mail/render-mail");
const { refusal } = await import("../helpers/refusal");
const { saveClientPricing } = await import("@/lib/portal/pricing/save-client-pricing");
const { formatMoneyRounded } = await import("@/lib/shared/format");
const { call, enquiryBody, newAccount, routeFetchTo, serviceApp } = await import("../helpers/service");
const { connectBuiltIn, newAdminContext } = await import("../helpers/portal-organization");

type App = Awaited<ReturnType<typeof serviceApp>>;
let app: App;

beforeAll(async () => {
  app = await serviceApp();
  routeFetchTo(app);
});

type Rule = "every" | "out-of-policy" | "none";

/**
 * An agency with a client (its rule, two approvers), connected to a fresh account of the
 * built-in service; a quoted enquiry there, billed to the client in the portal's index; and
 * a share link to its quote.
 */
async function approvalCase(rule: Rule = "every", policyCaps: { placeKind: "city" | "country"; place: string; currency: string; nightlyCap: string }[] = []) {
  const admin: MemberContext = await newAdminContext();
  const organizationId = admin.organization.id;
  const account = await newAccount();
  const connectionId = await connectBuiltIn(organizationId, account.key, { name: "Harbour Stays" });
  const { id: clientId } = await createClient(admin, {
    name: `Acme ${organizationId}`,
    approvalRule: rule,
    approvers: rule === "none" ? [] : [{ name: "Grace Hopper", email: "grace@acme.test" }, { name: "Alan Turing", email: "alan@acme.test" }],
    policyCaps,
  });
  const created = await call(app, "POST", "/external-api/v1/enquiries", { key: account.key, body: enquiryBody() });
  const ref = created.json.data.serviceReference as string;
  await call(app, "POST", `/external-api/v1/sandbox/enquiries/${ref}/change-state`, { key: account.key, body: { enquiryState: "QUOTED" } });
  const quote = (await call(app, "GET", `/external-api/v1/quotes?serviceEnquiryReference=${ref}`, { key: account.key })).json.data[0];
  const db = getPrisma();
  const enquiryId = `enq-${organizationId}`;
  await db.trackedEnquiry.create({
    data: {
      id: enquiryId, organizationId, reference: ref, externalId: `ext-${ref}`, clientReference: "CR-1", state: "QUOTED", checkIn: "2027-03-01", checkOut: "2027-03-08",
      placeLabel: "London, England, United Kingdom", latitude: 51.5, longitude: -0.12, adults: 2, children: 1, infants: 0, leadGuestName: "Ada Lovelace",
      createdById: admin.user.id, createdByName: "Admin", clientId,
    },
  });
  await db.providerEnquiry.create({ data: { id: `pe-${organizationId}`, organizationId, enquiryId, connectionId, serviceReference: ref, state: "QUOTED" } });
  const token = newShareToken();
  const linkId = `link-${organizationId}`;
  await db.shareLink.create({
    data: { id: linkId, organizationId, serviceReference: ref, quotes: JSON.stringify([{ connectionId, serviceReference: ref, quoteId: quote.id }]), tokenHash: hashShareToken(token), tokenHint: token.slice(-4), createdById: admin.user.id, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return { admin, organizationId, connectionId, clientId, ref, quote, token, linkId, account };
}

const from = { address: "192.0.2.30" };
const choose = (token: string, option: string, reason?: string) => chooseOption(ChoiceInput.parse({ token, option, ...(reason ? { reason } : {}) }), from);
const decide = (token: string, decision: "APPROVED" | "DECLINED", comment?: string) => decideApproval(DecisionInput.parse({ token, decision, ...(comment ? { comment } : {}) }), from);
const preferenceOf = (ref: string) => getPrisma().clientPreference.findFirst({ where: { enquiry: { serviceReference: ref } } });
const timelineOf = (c: { organizationId: string; connectionId: string; ref: string }) => listTimeline(c.organizationId, [{ connectionId: c.connectionId, serviceReference: c.ref }]);
const auditOf = (organizationId: string) => getPrisma().auditEntry.findMany({ where: { organizationId, kind: { startsWith: "choice-" } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: { kind: true, actorName: true, summary: true } });

/** The approvers' mails of the case's latest request, as the outbox holds them, and the token each carries. */
async function mailsOf(organizationId: string) {
  const rows = await getPrisma().outgoingMail.findMany({ where: { organizationId, kind: "approval-request" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map((row) => {
    const data = JSON.parse(row.data ?? "{}") as { link: string; approverName: string; why: string; reason: string; option: string; stay: string };
    return { recipient: row.recipient, ...data, token: data.link.split("/approve/")[1]! };
  });
}

describe("a choice that needs approval", () => {
  it("tells the approver the client's price, the agency's markup on the provider's total", async () => {
    const c = await approvalCase("every");
    await saveClientPricing(c.admin, c.clientId, { markupKind: "percent", markupValue: "12", whiteLabel: "on" });
    const unit = c.quote.items[1].property.units[0];
    const provider = Math.round(unit.priceBreakdown.wholeStay.includingTax * 100);
    const client = provider + Math.floor((provider * 12 + 50) / 100);
    await choose(c.token, "1.0", "Closest to the client's office.");
    const approval = await getPrisma().choiceApproval.findFirstOrThrow({ where: { organizationId: c.organizationId } });
    expect(approval.priceLabel).toContain(`${formatMoneyRounded(client, unit.priceBreakdown.currency)} for the stay`);
    const shared = await openLinkForChoice(c.token);
    expect(shared.status === "found" && shared.pricing).toEqual({ markup: { kind: "percent", value: "12", rounding: "none" }, whiteLabel: true });
  });

  it("asks for a reason, mails each approver a link of their own, and reaches the provider only once approved", async () => {
    const c = await approvalCase("every");
    const option = `${c.quote.items[1].property.propertyName} · ${c.quote.items[1].property.units[0].unitName}`;

    const missing = await refusal(choose(c.token, "1.0"));
    expect(missing.fieldErrors?.reason?.[0]).toMatch(/^Say why this option suits you: it goes to your approver first, as every choice for Acme/);
    expect(await getPrisma().shareChoice.count({ where: { shareLinkId: c.linkId } })).toBe(0);

    const { choice, followUp } = await choose(c.token, "1.0", "Closest to the client's office.");
    expect(choice.approval).toMatch(/^every choice for Acme/);
    await followUp();
    expect(await preferenceOf(c.ref)).toBeNull();
    expect((await listChoices(c.organizationId, c.ref))[0]!.forwarded).toBe("APPROVAL");
    expect((await timelineOf(c)).map((e) => e.text)).toEqual([`Client chose ${option}: sent to their approver`]);

    // Grace's first (the client's approvers added together come in no set order).
    const mails = (await mailsOf(c.organizationId)).sort((a, b) => b.recipient.localeCompare(a.recipient));
    expect(mails.map((m) => [m.recipient, m.approverName])).toEqual([["grace@acme.test", "Grace Hopper"], ["alan@acme.test", "Alan Turing"]]);
    expect(mails[0]).toMatchObject({ option, reason: "Closest to the client's office.", stay: expect.stringMatching(/^London, England, United Kingdom, .*2027, for Ada Lovelace$/) });
    expect(mails[0]!.token).not.toBe(mails[1]!.token);
    const row = await getPrisma().outgoingMail.findFirstOrThrow({ where: { organizationId: c.organizationId, recipient: "grace@acme.test" } });
    const rendered = await renderMail("approval-request", row.data ?? "{}", { organizationName: "Northwind Travel" });
    expect(rendered.subject).toBe(`Approval needed: a stay for Acme ${c.organizationId}`);
    expect(rendered.text).toContain(`Chosen: ${option}, `);
    expect(rendered.text).toContain("“Closest to the client's office.”");
    expect(rendered.text).toContain(mails[0]!.link);
    // Only the tokens' hashes are kept.
    expect(JSON.stringify(await getPrisma().approvalLink.findMany({ where: { approval: { organizationId: c.organizationId } } }))).not.toContain(mails[0]!.token);

    const view = await readApproval(mails[0]!.token);
    expect(view).toMatchObject({ status: "PENDING", approverName: "Grace Hopper", option, reason: "Closest to the client's office." });
    const shared = await openLinkForChoice(c.token);
    expect(shared.status === "found" && shared.approval).toMatchObject({ rule: "every", request: { status: "PENDING" } });
    expect(shared.status === "found" && shared.approval?.request?.approvers.sort()).toEqual(["Alan Turing", "Grace Hopper"]);

    const settled = await decide(mails[0]!.token, "APPROVED", "Fine by me.");
    expect(settled.decision).toBe("APPROVED");
    await settled.followUp();
    expect(await preferenceOf(c.ref)).toMatchObject({ quoteItemId: c.quote.items[1].id });
    expect((await listChoices(c.organizationId, c.ref))[0]!.forwarded).toBe("SENT");
    expect((await timelineOf(c)).at(-1)!.text).toBe(`Client's choice of ${option} approved by Grace Hopper`);
    expect(await auditOf(c.organizationId)).toEqual([
      { kind: "choice-approved", actorName: "Grace Hopper (approver, grace@acme.test)", summary: `Approved the choice of ${option} on ${c.ref} for Acme ${c.organizationId}: Fine by me.` },
    ]);

    // Used once: by this approver again, or by the other.
    expect((await refusal(decide(mails[0]!.token, "DECLINED"))).message).toBe("This choice was already approved by Grace Hopper: a decision is made once.");
    expect((await refusal(decide(mails[1]!.token, "APPROVED"))).code).toBe("CONFLICT");
    expect(await readApproval(mails[1]!.token)).toMatchObject({ status: "APPROVED", decidedByName: "Grace Hopper", comment: "Fine by me." });
  });

  it("returns a declined choice to the client with the comment; the same option can be asked for again", async () => {
    const c = await approvalCase("every");
    await choose(c.token, "0.0", "Cheapest near the site.");
    const mail = (await mailsOf(c.organizationId)).find((m) => m.approverName === "Grace Hopper");
    await (await decide(mail!.token, "DECLINED", "Too far from the office.")).followUp();
    expect(await preferenceOf(c.ref)).toBeNull();
    expect((await listChoices(c.organizationId, c.ref))[0]!.forwarded).toBe("DECLINED");
    const shared = await openLinkForChoice(c.token);
    expect(shared.status === "found" && shared.approval?.request).toMatchObject({ status: "DECLINED", decidedByName: "Grace Hopper", comment: "Too far from the office." });
    expect((await timelineOf(c)).at(-1)!.text).toMatch(/ declined by Grace Hopper$/);

    // The same option again, with a new reason: a new request, the declined one kept as it was.
    const again = await choose(c.token, "0.0", "The only one with parking.");
    expect(again.choice.approval).not.toBeNull();
    const approvals = await listApprovals(c.organizationId, c.ref);
    expect(approvals.map((a) => [a.status, a.reason])).toEqual([["PENDING", "The only one with parking."], ["DECLINED", "Cheapest near the site."]]);
    expect(await mailsOf(c.organizationId)).toHaveLength(4);
  });

  it("counts as booked the unit the approver approved, not a later choice that was declined", async () => {
    const c = await approvalCase("every");
    const i = c.quote.items.findIndex((item: { property: { units: unknown[] } }) => item.property.units.length >= 2);
    expect(i).toBeGreaterThanOrEqual(0);
    const units = c.quote.items[i].property.units as { unitName: string }[];
    await choose(c.token, `${i}.0`, "The first unit.");
    const grace = () => mailsOf(c.organizationId).then((mails) => mails.filter((m) => m.approverName === "Grace Hopper").at(-1)!);
    await (await decide((await grace()).token, "APPROVED")).followUp();
    await choose(c.token, `${i}.1`, "The second unit.");
    await decide((await grace()).token, "DECLINED", "No.");
    const booked = { ...c.quote, bookedQuoteItem: { quoteItemId: c.quote.items[i].id, createdAt: new Date().toISOString() } };
    expect((await findBookedUnit(c.organizationId, [booked]))?.unit?.unitName).toBe(units[0]!.unitName);
  });

  it("refuses in words a link reused after the choice changed, expired, forged or malformed, and changes nothing", async () => {
    const c = await approvalCase("every");
    await choose(c.token, "0.0", "First thought.");
    const [first] = await mailsOf(c.organizationId);
    await choose(c.token, "1.0", "Second thought.");
    expect((await refusal(decide(first!.token, "APPROVED"))).message).toMatch(/^The client has changed their choice since this request/);
    expect(await readApproval(first!.token)).toMatchObject({ status: "SUPERSEDED" });

    const latest = (await mailsOf(c.organizationId)).at(-1)!;
    await getPrisma().choiceApproval.updateMany({ where: { organizationId: c.organizationId, status: "PENDING" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await refusal(decide(latest.token, "APPROVED"))).message).toMatch(/^This approval link has expired/);
    expect(await readApproval(latest.token)).toMatchObject({ status: "EXPIRED" });

    expect((await refusal(decide(newShareToken(), "APPROVED"))).code).toBe("NOT_FOUND");
    expect((await refusal(decide("not-a-token", "APPROVED"))).message).toMatch(/^This approval link is not one Staydesk knows/);
    expect(await readApproval(newShareToken())).toBeNull();
    expect(await preferenceOf(c.ref)).toBeNull();
    expect((await listChoices(c.organizationId, c.ref))[0]!.forwarded).toBe("APPROVAL");
    expect(await auditOf(c.organizationId)).toEqual([]);

    expect(DecisionInput.safeParse({ token: latest.token, decision: "MAYBE" }).error?.issues[0]?.message).toBe("Choose to approve or to decline.");
    expect(DecisionInput.safeParse({ token: latest.token, decision: "DECLINED", comment: "x".repeat(1001) }).error?.issues[0]?.message).toBe("Keep the comment to 1000 characters or fewer.");
  });

  it("lets an agent record an approval given by other means, with who and how; not another organisation's", async () => {
    const c = await approvalCase("every");
    await choose(c.token, "0.0", "Needed for the audit week.");
    const [request] = await listApprovals(c.organizationId, c.ref);
    const agent: MemberContext = { ...c.admin, user: { ...c.admin.user, name: "Ada Agent" }, member: { ...c.admin.member, role: "agent" } };

    const other: MemberContext = await newAdminContext();
    const input = RecordApprovalInput.parse({ reference: c.ref, approvalId: request!.id, approvedBy: "Grace Hopper", how: "By phone at 10:00." });
    expect((await refusal(recordApproval(other, input))).code).toBe("NOT_FOUND");
    expect(RecordApprovalInput.safeParse({ ...input, approvedBy: " " }).error?.issues[0]?.message).toBe("Say who approved it.");
    expect(RecordApprovalInput.safeParse({ ...input, how: "" }).error?.issues[0]?.message).toBe("Say how the approval was given (by phone, by e-mail…).");

    await (await recordApproval(agent, input)).followUp();
    expect(await preferenceOf(c.ref)).toMatchObject({ quoteItemId: c.quote.items[0].id });
    expect((await listApprovals(c.organizationId, c.ref))[0]).toMatchObject({ status: "APPROVED", decidedByName: "Grace Hopper", decidedVia: "recorded by Ada Agent", comment: "By phone at 10:00." });
    expect((await timelineOf(c)).at(-1)!.text).toMatch(/ recorded as approved by Grace Hopper$/);
    expect(await auditOf(c.organizationId)).toEqual([expect.objectContaining({ kind: "choice-approval-recorded", actorName: "Ada Agent", summary: expect.stringMatching(/^Recorded Grace Hopper's approval of .*: By phone at 10:00\.$/) })]);
    // The mailed links now say so.
    const [mail] = await mailsOf(c.organizationId);
    expect((await refusal(decide(mail!.token, "DECLINED"))).message).toBe("This choice was already approved by Grace Hopper (recorded by Ada Agent): a decision is made once.");
  });

  it("asks approval only for a choice over the client's cap, or one that cannot be checked against it", async () => {
    // The cap: the cheapest option's price a night exactly (within), so the dearer ones are over.
    const probe = await approvalCase("none");
    type Unit = { priceBreakdown: { currency: string; wholeStay: { includingTax: number } } };
    const nightly = (item: number) => {
      const unit = probe.quote.items[item].property.units[0] as Unit;
      return { cents: Math.ceil(Math.round(unit.priceBreakdown.wholeStay.includingTax * 100) / 7), currency: unit.priceBreakdown.currency };
    };
    const prices = [0, 1, 2].map((i) => ({ item: i, ...nightly(i) })).sort((a, b) => a.cents - b.cents);
    const [cheapest, , dearest] = prices as [(typeof prices)[0], (typeof prices)[0], (typeof prices)[0]];
    expect(dearest.cents).toBeGreaterThan(cheapest.cents);
    const cap = { placeKind: "city" as const, place: "LONDON", currency: cheapest.currency, nightlyCap: (cheapest.cents / 100).toFixed(2) };

    const c = await approvalCase("out-of-policy", [cap]);
    const within = await choose(c.token, `${cheapest.item}.0`);
    expect(within.choice.approval).toBeNull();
    await within.followUp();
    expect(await preferenceOf(c.ref)).toMatchObject({ quoteItemId: c.quote.items[cheapest.item].id });

    const over = await refusal(choose(c.token, `${dearest.item}.0`));
    expect(over.fieldErrors?.reason?.[0]).toMatch(/it goes to your approver first, as it is .+ a night over the cap of .+ a night in LONDON \(Acme org-\w+'s travel policy\)\.$/);
    const asked = await choose(c.token, `${dearest.item}.0`, "The cheaper one has no desk.");
    const overBy = new Intl.NumberFormat("en-GB", { style: "currency", currency: dearest.currency }).format((dearest.cents - cheapest.cents) / 100);
    expect(asked.choice.approval).toBe(`it is ${overBy} a night over the cap of ${new Intl.NumberFormat("en-GB", { style: "currency", currency: cheapest.currency }).format(cheapest.cents / 100)} a night in LONDON (Acme ${c.organizationId}'s travel policy)`);
    // The provider still has the earlier, approved-free choice until this one is approved.
    expect(await preferenceOf(c.ref)).toMatchObject({ quoteItemId: c.quote.items[cheapest.item].id });

    // A cap in a currency with no rate to the quote's: not checkable, so asked.
    const other = cheapest.currency === "JPY" ? "CHF" : "JPY";
    const d = await approvalCase("out-of-policy", [{ ...cap, currency: other, nightlyCap: "100" }]);
    expect((await choose(d.token, `${cheapest.item}.0`, "Only one near the site.")).choice.approval).toBe(`it cannot be checked against the policy: no rate from ${other} to ${cheapest.currency}`);
  });

  it("sends a choice straight to the provider for a client without approval, and for an enquiry without a client", async () => {
    const c = await approvalCase("none");
    const { choice, followUp } = await choose(c.token, "0.0");
    expect(choice.approval).toBeNull();
    await followUp();
    expect(await preferenceOf(c.ref)).not.toBeNull();
    expect(await mailsOf(c.organizationId)).toEqual([]);
    const shared = await openLinkForChoice(c.token);
    expect(shared.status === "found" && shared.approval).toBeNull();

    const d = await approvalCase("every");
    await getPrisma().trackedEnquiry.updateMany({ where: { organizationId: d.organizationId }, data: { clientId: null } });
    await (await choose(d.token, "0.0")).followUp();
    expect(await preferenceOf(d.ref)).not.toBeNull();
  });
});
