import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { getAuth } from "@/lib/portal/auth/auth";

// The portal's sign-in and sign-up limits through better-auth's own HTTP endpoints
// (POST /api/auth/sign-in/email and /sign-up/email), run in-process by the handler the
// route serves. Each request carries the client address as server.ts hands it on (worked
// out from the connection and TRUSTED_PROXIES; e2e/portal/attempt-limits.spec.ts sends
// X-Forwarded-For through the real server). The portal's server actions run the same
// hooks: the Playwright spec posts them as a browser does.

const ORIGIN = "http://localhost:3000";
process.env.PORTAL_URL = ORIGIN;
process.env.STAYDESK_SECRET ??= "attempt-limits-test-secret-0123456789abcdef";

type Person = { name: string; email: string; password: string };

function person(): Person {
  const id = randomBytes(4).toString("hex");
  return { name: `Person ${id}`, email: `person-${id}@example.test`, password: `pw-${randomBytes(8).toString("hex")}` };
}

let addresses = 0;
/** A client address no other test uses. */
function newAddress(): string {
  addresses++;
  return `10.${addresses >> 8}.${addresses & 255}.7`;
}

async function post(path: string, body: object, address: string) {
  const res = await getAuth().handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify(body),
    }),
  );
  const json = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after")), body: json };
}

const signIn = (email: string, password: string, address: string) => post("/sign-in/email", { email, password }, address);
const signUp = (who: Person, address: string) => post("/sign-up/email", who, address);

/** A person who signed up at `address`, confirmed the address and signed in there once: their own address. */
async function signedUp(address = newAddress()): Promise<Person & { home: string }> {
  const who = person();
  expect((await signUp(who, address)).status).toBe(200);
  // As the confirmation link does (tests/portal/account-mail.test.ts follows a real one).
  await getPrisma().portalUser.update({ where: { email: who.email }, data: { emailVerified: true } });
  expect((await signIn(who.email, who.password, address)).status).toBe(200);
  return { ...who, home: address };
}

beforeAll(async () => {
  await migrateDatabase();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("sign-in attempts through better-auth's endpoint", () => {
  it("let the owner in from their own address after 12 wrong passwords from elsewhere; strangers wait their turn, a minute at most", async () => {
    const owner = await signedUp();
    // At once, so that all fall within the minute however slow the machine.
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(owner.email, `wrong-${i}`, newAddress()).then((r) => r.status)));
    // Ten checked, then one attempt a minute between addresses the account has not signed in from.
    expect(statuses.filter((s) => s === 401)).toHaveLength(11);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);

    const stranger = await signIn(owner.email, owner.password, newAddress());
    expect(stranger.status).toBe(429);
    expect(stranger.body?.message).toMatch(/^Too many sign-in attempts for this account from elsewhere\. Try again in (\d+ seconds?|1 minute)\.$/);
    expect(stranger.retryAfter).toBeGreaterThan(0);
    expect(stranger.retryAfter).toBeLessThanOrEqual(60);

    expect((await signIn(owner.email, owner.password, owner.home)).status).toBe(200);
  });

  it("refuse one account from one address after 10 wrong passwords there, the right one too, saying when to try again", async () => {
    const owner = await signedUp();
    const attacker = newAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(owner.email, `wrong-${i}`, attacker)).status).toBe(401);

    const refused = await signIn(owner.email, owner.password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: "Too many sign-in attempts for this account. Try again in 15 minutes." });
    expect(refused.retryAfter).toBeGreaterThan(14 * 60);

    expect((await signIn(owner.email, owner.password, owner.home)).status).toBe(200);
  });

  it("refuse an address after 20 wrong passwords, whatever the accounts; successes do not count", async () => {
    const office = newAddress();
    const colleague = await signedUp();
    for (let i = 0; i < 25; i++) expect((await signIn(colleague.email, colleague.password, office)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await signIn(person().email, "wrong-password", office)).status).toBe(401);

    // Someone who has not signed in from the office before is refused there, the right password too.
    const newcomer = await signedUp();
    const refused = await signIn(newcomer.email, newcomer.password, office);
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toBe("Too many sign-in attempts from your network. Try again in 15 minutes.");
    expect((await signIn(newcomer.email, newcomer.password, newAddress())).status).toBe(200);
  });

  it("let the right password through from an address the account signed in from, when others there spent the address's limit", async () => {
    const office = newAddress();
    const colleague = await signedUp();
    expect((await signIn(colleague.email, colleague.password, office)).status).toBe(200);
    for (let i = 0; i < 20; i++) expect((await signIn(person().email, "wrong-password", office)).status).toBe(401);
    expect((await signIn(person().email, "wrong-password", office)).status).toBe(429);

    // The colleague signs in there; strangers stay refused, and the colleague's success gives them no new guess.
    expect((await signIn(colleague.email, colleague.password, office)).status).toBe(200);
    expect((await signIn(person().email, "wrong-password", office)).status).toBe(429);
    expect((await signIn(colleague.email, colleague.password, office)).status).toBe(200);

    // Wrong passwords for the colleague from there are still checked, and still limited per account and address.
    for (let i = 0; i < 10; i++) expect((await signIn(colleague.email, `wrong-${i}`, office)).status).toBe(401);
    const locked = await signIn(colleague.email, colleague.password, office);
    expect(locked.status).toBe(429);
    expect(locked.body?.message).toBe("Too many sign-in attempts for this account. Try again in 15 minutes.");
  });

  it("count parallel attempts exactly, from one address and from many", async () => {
    const owner = await signedUp();
    const address = newAddress();
    const fromOne = await Promise.all(Array.from({ length: 30 }, () => signIn(owner.email, "wrong-password", address).then((r) => r.status)));
    expect(fromOne.filter((s) => s === 401)).toHaveLength(10);
    expect(fromOne.filter((s) => s === 429)).toHaveLength(20);

    const other = await signedUp();
    const fromMany = await Promise.all(Array.from({ length: 30 }, () => signIn(other.email, "wrong-password", newAddress()).then((r) => r.status)));
    expect(fromMany.filter((s) => s === 401)).toHaveLength(11);
    expect(fromMany.filter((s) => s === 429)).toHaveLength(19);
    expect((await signIn(other.email, other.password, other.home)).status).toBe(200);
  });

  it("log each wrong password and each refusal as one structured line, without the password", async () => {
    const warn = vi.spyOn(console, "warn");
    const owner = await signedUp();
    const address = newAddress();
    for (let i = 0; i < 11; i++) await signIn(owner.email, "secret-guess", address);
    const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.startsWith("[sign-in] "));
    const events = lines.map((line) => JSON.parse(line.slice("[sign-in] ".length)) as Record<string, unknown>);
    expect(events.filter((e) => e.event === "sign-in-failed")).toHaveLength(10);
    expect(events[0]).toEqual({ event: "sign-in-failed", scope: "portal", account: owner.email, address });
    expect(events.at(-1)).toMatchObject({ event: "sign-in-refused", scope: "portal", account: owner.email, address, limit: "account-from-address" });
    expect(lines.join("\n")).not.toContain("secret-guess");
  });
});

describe("sign-up attempts through better-auth's endpoint", () => {
  it("refuse a 21st sign-up from one address within the hour, in words; other addresses go on", async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await signUp(person(), address)).status).toBe(200);
    const refused = await signUp(person(), address);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "TOO_MANY_SIGN_UP_ATTEMPTS" });
    expect(refused.body?.message).toMatch(/^Too many sign-up attempts from your network\. Try again in (59|60) minutes\.$/);
    expect(refused.retryAfter).toBeGreaterThan(58 * 60);
    expect((await signUp(person(), newAddress())).status).toBe(200);
  });

  it("count an IPv6 subscriber's whole /64 as one address", async () => {
    for (let i = 1; i <= 20; i++) expect((await signUp(person(), `2001:db8:7:7::${i.toString(16)}`)).status).toBe(200);
    expect((await signUp(person(), "2001:db8:7:7:ffff::1")).status).toBe(429);
    expect((await signUp(person(), "2001:db8:7:8::1")).status).toBe(200);
  });
});
