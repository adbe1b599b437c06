import { randomInt } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "@/lib/portal/auth/auth";
import { getEmailChangeUndo } from "@/lib/portal/account/get-email-change-undo";
import { undoEmailChange } from "@/lib/portal/account/undo-email-change";
import { startMailSink, type MailSink, type SinkMessage } from "@/scripts/support/mail-sink";
import { stopWorkers, workerFor } from "../mail/fixture";

// better-auth's own HTTP endpoints (/api/auth/*, as the portal's route serves them) with
// the mail they cause, read from a real SMTP server: what an attacker sees of sign-up,
// and what the owner of an address gets.

const ORIGIN = "http://localhost:3000";
let sink: MailSink;
beforeAll(async () => {
  await migrateDatabase();
  sink = await startMailSink();
});
afterEach(stopWorkers);
afterAll(() => sink.close());

/** A request to better-auth's handler from its own origin, from an address of its own unless given (the per-address limits). */
async function call(method: string, path: string, body?: unknown, cookie?: string, address = `203.0.113.${randomInt(1, 250)}`) {
  const headers = new Headers({ origin: ORIGIN, "x-staydesk-client-address": address });
  if (body !== undefined) headers.set("content-type", "application/json");
  if (cookie) headers.set("cookie", cookie);
  const res = await getAuth().handler(new Request(`${ORIGIN}/api/auth${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" }));
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.endsWith("="));
  return {
    status: res.status,
    json: (await res.json().catch(() => null)) as Record<string, unknown> | null,
    location: res.headers.get("location"),
    cookie: sessionCookie(cookies),
    /** Every cookie set, as the browser would send them back. */
    cookies: cookies.join("; "),
  };
}

function sessionCookie(cookies: string[]): string | undefined {
  const session = cookies.filter((c) => c.includes("session_token="));
  return session.length ? session.join("; ") : undefined;
}

/** The link of a message's text part that goes to `path`. */
function linkTo(message: SinkMessage, path: string): URL {
  const found = (message.mail.text ?? "").match(/https?:\/\/\S+/g)?.map((u) => new URL(u)).find((u) => u.pathname.startsWith(path));
  if (!found) throw new Error(`No link to ${path} in:\n${message.mail.text}`);
  return found;
}

async function follow(url: URL, cookie?: string) {
  return call("GET", url.pathname.replace(/^\/api\/auth/, "") + url.search, undefined, cookie);
}

const to = (address: string, subject: string) => (m: SinkMessage) => m.envelope.to.includes(address) && m.mail.subject === subject;

function shape(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value === null ? null : typeof value;
  return Object.fromEntries(Object.entries(value).sort().map(([k, v]) => [k, shape(v)]));
}

async function confirmedUser(email: string, password: string) {
  expect((await call("POST", "/sign-up/email", { name: "Owner", email, password })).status).toBe(200);
  await getPrisma().portalUser.update({ where: { email }, data: { emailVerified: true } });
}

describe("sign-up", () => {
  it("answers the same for a new and an existing address, and tells the owner of the existing one by e-mail", async () => {
    await confirmedUser("owner@example.test", "owner-password-1");
    workerFor(sink);
    await sink.waitFor(to("owner@example.test", "Confirm your e-mail address for Staydesk"));

    const fresh = await call("POST", "/sign-up/email", { name: "Newcomer", email: "newcomer@example.test", password: "a-new-password" });
    const taken = await call("POST", "/sign-up/email", { name: "Intruder", email: "owner@example.test", password: "another-password" });
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    expect(shape(taken.json)).toEqual(shape(fresh.json));
    expect(taken.json?.token).toBeNull();
    expect(fresh.json?.token).toBeNull();
    expect(taken.cookie).toBeUndefined();
    expect(fresh.cookie).toBeUndefined();
    expect(taken.cookies.replace(/=[^;]*/g, "=")).toBe(fresh.cookies.replace(/=[^;]*/g, "="));

    // The newcomer gets a link to confirm; the owner learns that someone tried, and nothing changed.
    const notice = await sink.waitFor(to("owner@example.test", "You already have a Staydesk account"));
    expect(notice.mail.text).toContain(`${ORIGIN}/forgot-password`);
    expect((await getPrisma().portalUser.findUnique({ where: { email: "owner@example.test" } }))?.name).toBe("Owner");
    const confirm = await sink.waitFor(to("newcomer@example.test", "Confirm your e-mail address for Staydesk"));

    // Before confirming, the right password does not sign in (and sends a fresh link, which
    // that browser, knowing the password, may then open to sign in at once).
    const early = await call("POST", "/sign-in/email", { email: "newcomer@example.test", password: "a-new-password" });
    expect(early.status).toBe(403);
    expect(early.cookie).toBeUndefined();
    expect(early.cookies).toMatch(/^better-auth\.sign_up=/);
    expect((await call("POST", "/sign-in/email", { email: "newcomer@example.test", password: "a-wrong-password" })).cookies).toBe("");

    // Opened in the browser that signed up, the link confirms the address, signs in and lands where the form said.
    const link = linkTo(confirm, "/api/auth/verify-email");
    const opened = await follow(link, fresh.cookies);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/");
    expect(opened.cookie).toBeDefined();
    expect((await getPrisma().portalUser.findUnique({ where: { email: "newcomer@example.test" } }))?.emailVerified).toBe(true);
    expect((await call("POST", "/sign-in/email", { email: "newcomer@example.test", password: "a-new-password" })).status).toBe(200);
  });
});

describe("a sign-up made by someone else with your address", () => {
  const CONFIRM = "Confirm your e-mail address for Staydesk";

  it("leaves no password but the owner's once the owner confirms from the first link", async () => {
    workerFor(sink);
    const email = "victim-a@example.test";
    const signUp = { name: "Victim", email, password: "someone-elses-password", callbackURL: "/verify-email?next=%2Forganisations%2Fnew" };
    expect((await call("POST", "/sign-up/email", signUp)).status).toBe(200);
    const first = await sink.waitFor(to(email, CONFIRM));

    // The owner opens it in a browser of their own: nothing is confirmed, nobody is signed
    // in, and the portal's page asks them to choose the password.
    const opened = await follow(linkTo(first, "/api/auth/verify-email"));
    expect(opened.status).toBe(302);
    expect(opened.cookie).toBeUndefined();
    const page = new URL(opened.location!, ORIGIN);
    expect(page.pathname).toBe("/verify-email");
    expect(page.searchParams.get("next")).toBe("/organisations/new");
    const token = page.searchParams.get("token")!;
    expect((await getPrisma().portalUser.findUnique({ where: { email } }))?.emailVerified).toBe(false);
    expect((await call("POST", "/sign-in/email", { email, password: "someone-elses-password" })).status).toBe(403);

    // Choosing it confirms the address and signs in; the password someone else chose opens nothing.
    const confirmed = await call("POST", "/confirm-sign-up", { token, password: "the-owners-password" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.cookie).toBeDefined();
    expect((await call("GET", "/get-session", undefined, confirmed.cookie)).json).toMatchObject({ user: { email, emailVerified: true } });
    expect((await call("POST", "/sign-in/email", { email, password: "someone-elses-password" })).status).toBe(401);
    expect((await call("POST", "/sign-in/email", { email, password: "the-owners-password" })).status).toBe(200);

    // Once: the link and its page confirm nothing again.
    expect((await call("POST", "/confirm-sign-up", { token, password: "someone-elses-password" })).json?.code).toBe("ALREADY_CONFIRMED");
    expect((await call("POST", "/sign-in/email", { email, password: "the-owners-password" })).status).toBe(200);
  });

  it("is replaced by the owner's own sign-up, whose link alone works", async () => {
    workerFor(sink);
    const email = "victim-b@example.test";
    const stranger = await call("POST", "/sign-up/email", { name: "Victim", email, password: "someone-elses-password" });
    const first = await sink.waitFor(to(email, CONFIRM));

    // Within five minutes a sign-up replaces nothing and sends no new link (sign-ups sent
    // in a loop would flood the mailbox); it is answered as for any taken address.
    expect((await call("POST", "/sign-up/email", { name: "Loop", email, password: "a-third-password" })).json).toMatchObject({ token: null });
    await sink.waitFor(to(email, "You already have a Staydesk account"));
    expect(sink.messages.filter(to(email, CONFIRM))).toHaveLength(1);
    expect((await getPrisma().portalUser.findUniqueOrThrow({ where: { email } })).name).toBe("Victim");

    await getPrisma().portalUser.update({ where: { email }, data: { createdAt: new Date(Date.now() - 5 * 60_000) } });
    const owner = await call("POST", "/sign-up/email", { name: "Bea Owner", email, password: "the-owners-password" });
    expect(owner.status).toBe(200);
    expect(owner.json).toMatchObject({ token: null });
    const second = await sink.waitFor((m) => to(email, CONFIRM)(m) && m !== first);

    // The first link names the replaced account: it no longer works, not even where that sign-up was made.
    const old = await follow(linkTo(first, "/api/auth/verify-email"), stranger.cookies);
    expect(new URL(old.location!, ORIGIN).searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(old.cookie).toBeUndefined();

    // The owner's, opened where they signed up, confirms and signs in.
    const opened = await follow(linkTo(second, "/api/auth/verify-email"), owner.cookies);
    expect(opened.location).toBe("/");
    expect(opened.cookie).toBeDefined();
    expect(await getPrisma().portalUser.findUnique({ where: { email }, select: { name: true, emailVerified: true } })).toEqual({ name: "Bea Owner", emailVerified: true });
    expect((await call("POST", "/sign-in/email", { email, password: "someone-elses-password" })).status).toBe(401);
    expect((await call("POST", "/sign-in/email", { email, password: "the-owners-password" })).status).toBe(200);

    // A confirmed account is never replaced: the sign-up is answered alike, and its owner told.
    expect((await call("POST", "/sign-up/email", { name: "Victim", email, password: "someone-elses-password" })).status).toBe(200);
    await sink.waitFor(to(email, "You already have a Staydesk account"));
    expect((await call("POST", "/sign-in/email", { email, password: "someone-elses-password" })).status).toBe(401);
    expect((await call("POST", "/sign-in/email", { email, password: "the-owners-password" })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("e-mails a link that sets a new password once, and answers the same for an unknown address", async () => {
    await confirmedUser("forgetful@example.test", "old-password-1");
    workerFor(sink);
    const known = await call("POST", "/request-password-reset", { email: "forgetful@example.test", redirectTo: "/reset-password" });
    const unknown = await call("POST", "/request-password-reset", { email: "nobody-here@example.test", redirectTo: "/reset-password" });
    expect(unknown).toEqual(known);

    const message = await sink.waitFor(to("forgetful@example.test", "Reset your Staydesk password"));
    expect(message.mail.html).toContain("The link works once, for 30 minutes.");
    const landing = await follow(linkTo(message, "/api/auth/reset-password/"));
    expect(landing.status).toBe(302);
    const target = new URL(landing.location!, ORIGIN);
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;

    // The token is stored hashed: the table alone does not give it away.
    const stored = await getPrisma().portalVerification.findMany({ select: { identifier: true } });
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);

    expect((await call("POST", "/reset-password", { token, newPassword: "new-password-2" })).status).toBe(200);
    expect((await call("POST", "/sign-in/email", { email: "forgetful@example.test", password: "old-password-1" })).status).toBe(401);
    expect((await call("POST", "/sign-in/email", { email: "forgetful@example.test", password: "new-password-2" })).status).toBe(200);
    // Used once.
    expect((await call("POST", "/reset-password", { token, newPassword: "third-password-3" })).json?.code).toBe("INVALID_TOKEN");
    expect(sink.messages.filter((m) => m.envelope.to.includes("nobody-here@example.test"))).toHaveLength(0);
  });

  it("sends one address three links in 15 minutes at most, refusing the fourth in words, whether or not an account uses it", async () => {
    await confirmedUser("impatient@example.test", "old-password-1");
    workerFor(sink);
    const ask = (email: string, address: string) =>
      call("POST", "/request-password-reset", { email, redirectTo: "/reset-password" }, undefined, address).then((r) => ({ status: r.status, message: r.json?.message }));
    // Each from a network of its own: the limit is the address's, wherever the requests come from.
    for (const email of ["impatient@example.test", "no-account@example.test"]) {
      const answers = [await ask(email, "198.51.100.1"), await ask(email, "198.51.100.2"), await ask(email, "198.51.100.3"), await ask(email, "198.51.100.4")];
      expect(answers.slice(0, 3).map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers[3]!.status).toBe(429);
      expect(answers[3]!.message).toMatch(new RegExp(`^A link for ${email.replace(/\./g, "\\.")} was asked for 3 times in the last 15 minutes: look for it in your inbox and spam folder\\. Try again in 1[45] minutes\\.$`));
    }
    // A known address and an unknown one get the same answers; the owner gets the link
    // (one e-mail a minute however often it is asked: two if the requests crossed a minute).
    await sink.waitFor(to("impatient@example.test", "Reset your Staydesk password"));
    expect(await getPrisma().outgoingMail.count({ where: { recipient: "impatient@example.test", kind: "reset-password" } })).toBeLessThanOrEqual(2);
    expect(await getPrisma().outgoingMail.count({ where: { recipient: "no-account@example.test" } })).toBe(0);
    // Another address from the same networks goes on.
    expect((await ask("someone-else@example.test", "198.51.100.1")).status).toBe(200);
  });

  it("refuses a 21st link asked from one network within the hour, whatever the addresses", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await call("POST", "/request-password-reset", { email: `stranger-${i}@example.test`, redirectTo: "/reset-password" }, undefined, "192.0.2.77"));
    expect(answers.slice(0, 20).every((a) => a.status === 200)).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.json?.message).toMatch(/^Too many password reset requests from your network\. Try again in (59|60) minutes\.$/);
  });

  it("refuses a link past its time", async () => {
    await confirmedUser("slow@example.test", "old-password-1");
    workerFor(sink);
    await call("POST", "/request-password-reset", { email: "slow@example.test", redirectTo: "/reset-password" });
    const message = await sink.waitFor(to("slow@example.test", "Reset your Staydesk password"));
    await getPrisma().portalVerification.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const landing = await follow(linkTo(message, "/api/auth/reset-password/"));
    expect(new URL(landing.location!, ORIGIN).searchParams.get("error")).toBe("INVALID_TOKEN");
  });
});

describe("changing one's address", () => {
  it("needs the current password, on better-auth's own endpoint too", async () => {
    await confirmedUser("keeper@example.test", "password-123");
    const { cookie } = await call("POST", "/sign-in/email", { email: "keeper@example.test", password: "password-123" });
    const without = await call("POST", "/change-email", { newEmail: "taken-away@example.test", callbackURL: "/account?changed=email" }, cookie);
    expect(without.status).toBe(400);
    expect(without.json).toMatchObject({ code: "PASSWORD_REQUIRED", message: "Enter your current password to change your address." });
    const wrong = await call("POST", "/change-email", { newEmail: "taken-away@example.test", password: "not-the-password", callbackURL: "/account?changed=email" }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: "INVALID_PASSWORD", message: "The password is wrong." });
    expect(await getPrisma().outgoingMail.count({ where: { recipient: "taken-away@example.test" } })).toBe(0);
    expect((await getPrisma().portalUser.findFirstOrThrow({ where: { email: "keeper@example.test" } })).email).toBe("keeper@example.test");
  });

  it("changes it only when the link sent to the new address is opened, and tells the old address, which can undo it", async () => {
    await confirmedUser("before@example.test", "password-123");
    workerFor(sink);
    const { cookie } = await call("POST", "/sign-in/email", { email: "before@example.test", password: "password-123" });
    expect((await call("POST", "/change-email", { newEmail: "after@example.test", password: "password-123", callbackURL: "/account?changed=email" }, cookie)).status).toBe(200);
    expect((await getPrisma().portalUser.findFirst({ where: { email: "before@example.test" } }))).not.toBeNull();

    const message = await sink.waitFor(to("after@example.test", "Confirm your new e-mail address for Staydesk"));
    expect(message.mail.text).toContain("after@example.test");
    const confirm = linkTo(message, "/api/auth/verify-email");
    const opened = await follow(confirm, cookie);
    expect(opened.location).toBe("/account?changed=email");
    const user = await getPrisma().portalUser.findFirst({ where: { email: "after@example.test" } });
    expect(user?.emailVerified).toBe(true);
    expect((await call("POST", "/sign-in/email", { email: "after@example.test", password: "password-123" })).status).toBe(200);

    // The old address is told what changed, once, with a link to put it back.
    const notice = await sink.waitFor(to("before@example.test", "The e-mail address of your Staydesk account was changed"));
    expect(notice.mail.text).toContain("after@example.test");
    expect(notice.mail.text).toContain("choose a new password");
    await follow(confirm, cookie);
    expect(await getPrisma().outgoingMail.count({ where: { recipient: "before@example.test", kind: "email-changed" } })).toBe(1);

    // Undoing: the old address again, every session ended, the password known to whoever changed it refused, a new one chosen.
    const undo = linkTo(notice, "/undo-email-change").searchParams.get("token")!;
    expect(await getEmailChangeUndo(undo)).toEqual({ userId: user!.id, oldEmail: "before@example.test", newEmail: "after@example.test" });
    const { email, resetToken } = await undoEmailChange(undo);
    expect(email).toBe("before@example.test");
    expect(await getPrisma().portalUser.findUniqueOrThrow({ where: { id: user!.id }, select: { email: true, emailVerified: true } })).toEqual({ email: "before@example.test", emailVerified: true });
    expect((await call("GET", "/get-session", undefined, cookie)).json).toBeNull();
    expect((await call("POST", "/sign-in/email", { email: "before@example.test", password: "password-123" })).status).toBe(401);
    expect((await call("POST", "/sign-in/email", { email: "after@example.test", password: "password-123" })).status).toBe(401);
    expect((await call("POST", "/reset-password", { token: resetToken, newPassword: "the-owners-new-one" })).status).toBe(200);
    expect((await call("POST", "/sign-in/email", { email: "before@example.test", password: "the-owners-new-one" })).status).toBe(200);

    // Once.
    expect(await getEmailChangeUndo(undo)).toBeNull();
    await expect(undoEmailChange(undo)).rejects.toThrow("This link has expired or was already used.");
  });
});
