import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "@/lib/portal/auth/auth";
import { INVITATION_SUBJECT } from "@/lib/mail/templates/invitation";
import { IDLE } from "@/lib/shared/action-state";
import { startMailSink, type MailSink, type SinkMessage } from "@/scripts/support/mail-sink";
import { stopWorkers, workerFor } from "../mail/fixture";

// Invitations e-mail addresses that whoever signs up chooses: how many go out, per
// organisation, per person and per address, and how many organisations one account makes,
// through better-auth's own endpoints (/api/auth/*, as the portal's route serves them) and
// the members page's server actions alike, counted where they arrive: a real SMTP server.

// The server actions read the request's headers: those of the person acting, set by each step.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => undefined, has: () => false }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

const { inviteMemberAction } = await import("@/app/(portal)/settings/members/actions");
const { createOrganizationAction } = await import("@/app/(auth)/organisations/new/actions");
const { createOrganization } = await import("@/lib/portal/account/create-organization");

const ORIGIN = "http://localhost:3000";
const DAY_SECONDS = 24 * 60 * 60;
let sink: MailSink;
beforeAll(async () => {
  await migrateDatabase();
  sink = await startMailSink();
});
afterEach(stopWorkers);
afterAll(() => sink.close());

// Each request from an address of its own: the per-address sign-up and sign-in limits are not what is tested here.
let addresses = 0;
const nextAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function call(path: string, body: unknown, cookie?: string) {
  const headers = new Headers({ origin: ORIGIN, "content-type": "application/json", "x-staydesk-client-address": nextAddress() });
  if (cookie) headers.set("cookie", cookie);
  const res = await getAuth().handler(new Request(`${ORIGIN}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  return { status: res.status, json, retryAfter: res.headers.get("retry-after"), cookie: sessionCookie(res) };
}

function sessionCookie(res: Response): string | undefined {
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => c.includes("session_token=") && !c.endsWith("="));
  return cookies.length ? cookies.join("; ") : undefined;
}

type Person = { name: string; email: string; cookie: string };

/** A confirmed account, signed in. */
async function person(name: string, email: string): Promise<Person> {
  expect((await call("/sign-up/email", { name, email, password: "a-long-password" })).status).toBe(200);
  await getPrisma().portalUser.update({ where: { email }, data: { emailVerified: true } });
  const signedIn = await call("/sign-in/email", { email, password: "a-long-password" });
  expect(signedIn.cookie).toBeDefined();
  return { name, email, cookie: signedIn.cookie! };
}

async function newOrganizationOf(admin: Person, name: string): Promise<string> {
  const created = await call("/organization/create", { name, slug: `org-${Math.random().toString(36).slice(2, 10)}` }, admin.cookie);
  expect(created.status).toBe(200);
  return created.json!.id as string;
}

const invite = (admin: Person, organizationId: string, email: string, extra: Record<string, unknown> = {}) =>
  call("/organization/invite-member", { email, role: "agent", organizationId, ...extra }, admin.cookie);

/** The members page's form, posted by `admin` in their active organisation. */
async function inviteOnPage(admin: Person, email: string, intent: "invite" | "resend" = "invite") {
  request.headers = new Headers({ cookie: admin.cookie, origin: ORIGIN, "x-staydesk-client-address": nextAddress() });
  const form = new FormData();
  form.set("email", email);
  form.set("role", "agent");
  form.set("intent", intent);
  return inviteMemberAction(IDLE, form);
}

const invitationsTo = (address: string) => (m: SinkMessage) => m.envelope.to.includes(address) && m.mail.subject === INVITATION_SUBJECT;

/** Waits until `count` invitations arrived at the addresses `which` accepts, and every invitation in the outbox has gone, then gives them all. */
async function arrived(which: (address: string) => boolean, count: number): Promise<SinkMessage[]> {
  const matching = () => sink.messages.filter((m) => m.mail.subject === INVITATION_SUBJECT && m.envelope.to.some(which));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const waiting = await getPrisma().outgoingMail.count({ where: { kind: "invitation", status: { not: "SENT" } } });
    if (matching().length >= count && waiting === 0) return matching();
    if (Date.now() > deadline) throw new Error(`${matching().length} of ${count} invitations arrived, ${waiting} still in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function expectRetryAfterADay(retryAfter: string | null) {
  expect(Number(retryAfter)).toBeGreaterThan(DAY_SECONDS - 120);
  expect(Number(retryAfter)).toBeLessThanOrEqual(DAY_SECONDS);
}

describe("invitations", () => {
  it("lets an agency invite its whole team on day one, then holds each organisation and each person to 100 a day", async () => {
    workerFor(sink);
    const ana = await person("Ana Silva", "ana@agency.example");
    const ben = await person("Ben Costa", "ben@agency.example");
    const agency = await newOrganizationOf(ana, "Demo Travel");
    expect((await call("/organization/invite-member", { email: ben.email, role: "admin", organizationId: agency }, ana.cookie)).status).toBe(200);
    const invitation = await getPrisma().invitation.findFirstOrThrow({ where: { email: ben.email } });
    expect((await call("/organization/accept-invitation", { invitationId: invitation.id }, ben.cookie)).status).toBe(200);

    // Day one: Ana invites 49 agents through better-auth's endpoint, and every invitation arrives.
    const agent = (i: number) => `agent-${i}@agency.example`;
    for (let i = 1; i <= 49; i++) expect((await invite(ana, agency, agent(i))).status).toBe(200);
    const first = await arrived((to) => to.startsWith("agent-") || to === ben.email, 50);
    expect(first).toHaveLength(50);

    // Sent from the deployment, in fixed words; the body says who invited whom, to what.
    const one = first.find(invitationsTo(agent(7)))!;
    expect(one.mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@staydesk.test" }]);
    expect(one.mail.subject).toBe("You are invited to join an organisation on Staydesk");
    expect(one.mail.replyTo?.value).toEqual([{ name: "", address: ana.email }]);
    expect(one.mail.text).toContain(`Ana Silva (ana@agency.example) invited you (${agent(7)}) to join Demo Travel on Staydesk as an agent`);

    // Ben, the other admin, invites 50 more from the members page: the organisation's 100.
    for (let i = 50; i <= 99; i++) expect(await inviteOnPage(ben, agent(i))).toMatchObject({ status: "success" });
    const organizationFull = "This organisation has sent 100 invitations in the last 24 hours, the most one organisation may send in that time. Try again in 24 hours.";
    expect(await inviteOnPage(ben, agent(100))).toMatchObject({ status: "error", code: "TOO_MANY_ATTEMPTS", message: organizationFull });
    const refused = await invite(ben, agency, agent(100));
    expect(refused).toMatchObject({ status: 429, json: { code: "TOO_MANY_INVITATIONS", message: organizationFull } });
    expectRetryAfterADay(refused.retryAfter);

    // Another organisation of Ana's gives her no more: 100 a day per person, whatever the organisation.
    const second = await newOrganizationOf(ana, "Demo Travel North");
    for (let i = 101; i <= 150; i++) expect((await invite(ana, second, agent(i))).status).toBe(200);
    const personFull = "You have sent 100 invitations in the last 24 hours, the most one person may send in that time. Try again in 24 hours.";
    const refusedToAna = await invite(ana, second, agent(151));
    expect(refusedToAna).toMatchObject({ status: 429, json: { code: "TOO_MANY_INVITATIONS", message: personFull } });
    expectRetryAfterADay(refusedToAna.retryAfter);

    // What arrived: exactly the 150 invitations that were let through.
    expect(await arrived((to) => to.startsWith("agent-") || to === ben.email, 150)).toHaveLength(150);
    expect(sink.messages.filter(invitationsTo(agent(100)))).toHaveLength(0);
    expect(sink.messages.filter(invitationsTo(agent(151)))).toHaveLength(0);
    expect(await getPrisma().invitation.count({ where: { organizationId: { in: [agency, second] } } })).toBe(150);
  }, 90_000);

  it("sends one address at most 5 invitations a day from anywhere, and one invitation again at most 3 times, on the page and over HTTP", async () => {
    workerFor(sink);
    const victim = "someone@elsewhere.example";
    const cleo = await person("Cleo Admin", "cleo@first.example");
    await newOrganizationOf(cleo, "First Agency");
    expect(await inviteOnPage(cleo, victim)).toMatchObject({ status: "success" });
    for (let i = 0; i < 3; i++) expect(await inviteOnPage(cleo, victim, "resend")).toMatchObject({ status: "success", data: { resent: true } });
    const resendsUsed = `The invitation for ${victim} was e-mailed again 3 times in the last 24 hours, the most one invitation may be: copy its link under Pending invitations and send it yourself. Try again in 24 hours.`;
    expect(await inviteOnPage(cleo, victim, "resend")).toMatchObject({ status: "error", code: "TOO_MANY_ATTEMPTS", message: resendsUsed });
    // better-auth's own resend counts the same.
    const organization = await getPrisma().member.findFirstOrThrow({ where: { user: { email: cleo.email } } });
    const overHttp = await invite(cleo, organization.organizationId, victim, { resend: true });
    expect(overHttp).toMatchObject({ status: 429, json: { code: "TOO_MANY_INVITATIONS", message: resendsUsed } });

    // Someone else's organisations: one more reaches the address, then it is full for the day.
    const dan = await person("Dan Other", "dan@second.example");
    const danFirst = await newOrganizationOf(dan, "Second Agency");
    const danSecond = await newOrganizationOf(dan, "Third Agency");
    expect((await invite(dan, danFirst, victim)).status).toBe(200);
    const addressFull = `${victim} was sent 5 invitations in the last 24 hours, the most one address may get in that time. Try again in 24 hours.`;
    const refused = await invite(dan, danSecond, victim);
    expect(refused).toMatchObject({ status: 429, json: { code: "TOO_MANY_INVITATIONS", message: addressFull } });
    expectRetryAfterADay(refused.retryAfter);
    // Replacing the pending invitation with a new one is one more invitation too.
    expect(await invite(dan, danFirst, victim)).toMatchObject({ status: 429, json: { message: addressFull } });
    expect(await getPrisma().invitation.count({ where: { organizationId: danFirst, email: victim, status: "pending" } })).toBe(1);

    expect(await arrived((to) => to === victim, 5)).toHaveLength(5);
    // Refused attempts were taken back from the senders' own counts: Dan still invites others.
    expect((await invite(dan, danSecond, "colleague@second.example")).status).toBe(200);
  });

  it("counts only invitations that go out: one better-auth refuses, or one by someone who may not invite, costs nothing", async () => {
    const eve = await person("Eve Admin", "eve@third.example");
    const finn = await person("Finn Agent", "finn@third.example");
    const organizationId = await newOrganizationOf(eve, "Fourth Agency");
    expect((await invite(eve, organizationId, finn.email)).status).toBe(200);
    const invitation = await getPrisma().invitation.findFirstOrThrow({ where: { email: finn.email } });
    expect((await call("/organization/accept-invitation", { invitationId: invitation.id }, finn.cookie)).status).toBe(200);

    // Finn is a member: inviting him again is refused by better-auth, never by a limit.
    for (let i = 0; i < 6; i++) expect((await invite(eve, organizationId, finn.email)).json?.code).toBe("USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION");
    // An agent may not invite, however often he tries; the address he tried still gets its invitations.
    for (let i = 0; i < 6; i++) expect((await invite(finn, organizationId, "target@fourth.example")).status).toBe(403);
    for (let i = 0; i < 3; i++) expect((await invite(eve, organizationId, "target@fourth.example", { resend: true })).status).toBe(200);
  });
});

describe("organisations", () => {
  it("lets one account create 5 a day, refusing the 6th in words on the page and over HTTP; only organisations made count", async () => {
    const gil = await person("Gil Owner", "gil@owner.example");
    // Names are one line of plain text, 2 to 80 characters: refused ones are not counted.
    const rule = "An organisation's name is 2 to 80 characters on one line, without <, > or @.";
    for (const name of ["x".repeat(81), "\u200b\u200b\u202e", "A", "support@bank.example", "<b>Prize</b>"]) {
      expect(await call("/organization/create", { name, slug: `bad-${Math.random()}` }, gil.cookie)).toMatchObject({ status: 400, json: { code: "INVALID_ORGANIZATION_NAME", message: rule } });
    }
    const cleaned = await newOrganizationOf(gil, "  Harbour\n\tTravel\u202e  ");
    expect((await getPrisma().organization.findUniqueOrThrow({ where: { id: cleaned } })).name).toBe("Harbour Travel");
    expect(await call("/organization/update", { organizationId: cleaned, data: { name: "B" } }, gil.cookie)).toMatchObject({ status: 400, json: { message: rule } });
    expect((await call("/organization/update", { organizationId: cleaned, data: { name: "Harbour\r\nTravel Ltd" } }, gil.cookie)).status).toBe(200);
    expect((await getPrisma().organization.findUniqueOrThrow({ where: { id: cleaned } })).name).toBe("Harbour Travel Ltd");

    await newOrganizationOf(gil, "Second Brand");
    request.headers = new Headers({ cookie: gil.cookie, origin: ORIGIN, "x-staydesk-client-address": nextAddress() });
    await createOrganization("Third Brand");
    await createOrganization("Fourth Brand");
    await newOrganizationOf(gil, "Fifth Brand");

    const full = "You have created 5 organisations in the last 24 hours, the most one account may create in that time. Try again in 24 hours.";
    const refused = await call("/organization/create", { name: "Sixth Brand", slug: "sixth-brand" }, gil.cookie);
    expect(refused).toMatchObject({ status: 429, json: { code: "TOO_MANY_ORGANIZATIONS", message: full } });
    expectRetryAfterADay(refused.retryAfter);
    const form = new FormData();
    form.set("name", "Sixth Brand");
    request.headers = new Headers({ cookie: gil.cookie, origin: ORIGIN, "x-staydesk-client-address": nextAddress() });
    expect(await createOrganizationAction(IDLE, form)).toMatchObject({ status: "error", code: "TOO_MANY_ATTEMPTS", message: full });
    expect(await getPrisma().member.count({ where: { user: { email: gil.email } } })).toBe(5);

    // Another account is not held up by Gil's.
    const hana = await person("Hana Owner", "hana@owner.example");
    await newOrganizationOf(hana, "Hana Travel");
  });
});

describe("the invitation e-mail", () => {
  it("keeps the words people chose out of the From and the subject, and escapes them in the body", async () => {
    workerFor(sink);
    const ivo = await person("Ivo", "ivo@fifth.example");
    // A name from before names had a rule of their own, as better-auth would have stored it.
    await getPrisma().portalUser.update({ where: { email: ivo.email }, data: { name: "Ivo <script>alert(1)</script>\nBcc: x@evil.example" } });
    const organizationId = await newOrganizationOf(ivo, "Win a prize now");
    await getPrisma().organization.update({ where: { id: organizationId }, data: { name: `Win a prize <b>now</b> & more\r\nSubject: ${"spam ".repeat(40)}` } });
    expect((await invite(ivo, organizationId, "guest@fifth.example")).status).toBe(200);
    const [message] = await arrived((to) => to === "guest@fifth.example", 1);
    const { mail } = message!;
    expect(mail.from?.value).toEqual([{ name: "Staydesk", address: "no-reply@staydesk.test" }]);
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.headers.get("bcc")).toBeUndefined();
    expect(mail.html).not.toContain("<b>now</b>");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Win a prize &lt;b&gt;now&lt;/b&gt; &amp; more");
    // One line each, the organisation's cut to at most its 80 characters.
    const organization = "Win a prize <b>now</b> & more Subject: spam spam spam spam spam spam spam spam…";
    expect(Array.from(organization).length).toBeLessThanOrEqual(80);
    expect(mail.text).toContain(`Ivo <script>alert(1)</script> Bcc: x@evil.example (ivo@fifth.example) invited you (guest@fifth.example) to join ${organization} on Staydesk as an agent`);
  });
});
