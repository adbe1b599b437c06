import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateDatabase } from "@/lib/db/migrate";
import { getPrisma } from "@/lib/db/prisma";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { getAuth } from "@/lib/portal/auth/auth";
import { readSession, verifiedToken } from "@/lib/portal/session/read-session";

// The portal reads a request's session itself when the cookie verifies and the session
// needs nothing done, and leaves every other case to better-auth's getSession. Each case
// is checked against what better-auth answers, and for which path answered.

const ORIGIN = "http://localhost:3000";
process.env.PORTAL_URL = ORIGIN;
process.env.STAYDESK_SECRET ??= "read-session-test-secret-0123456789abcdef";

let addresses = 0;

/** A new account, confirmed and signed in: the Cookie header its browser would send. */
async function signedIn(): Promise<{ cookie: string; userId: string; token: string }> {
  const id = randomBytes(4).toString("hex");
  const who = { name: `Person ${id}`, email: `person-${id}@example.test`, password: `pw-${randomBytes(8).toString("hex")}` };
  const address = `10.9.${addresses >> 8}.${++addresses & 255}`;
  const post = (path: string, body: object) =>
    getAuth().handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, [CLIENT_ADDRESS_HEADER]: address },
        body: JSON.stringify(body),
      }),
    );
  expect((await post("/sign-up/email", who)).status).toBe(200);
  const user = await getPrisma().portalUser.update({ where: { email: who.email }, data: { emailVerified: true } });
  const answer = await post("/sign-in/email", { email: who.email, password: who.password });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.getSetCookie().map((line) => line.split(";")[0]!).find((pair) => pair.includes("session_token="))!;
  const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0]!;
  return { cookie, userId: user.id, token };
}

function headersWith(cookie: string): Headers {
  return new Headers({ cookie });
}

let endpoint: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await migrateDatabase();
});

afterEach(() => {
  endpoint?.mockRestore();
});

/** Spies on better-auth's getSession, still calling it. */
function watchEndpoint() {
  endpoint = vi.spyOn(getAuth().api, "getSession");
  return endpoint;
}

describe("readSession", () => {
  it("reads a valid session itself, answering what better-auth answers, and writes nothing", async () => {
    const { cookie, userId, token } = await signedIn();
    const before = await getPrisma().portalSession.findUniqueOrThrow({ where: { token } });
    const theirs = await getAuth().api.getSession({ headers: headersWith(cookie) });

    const called = watchEndpoint();
    const ours = await readSession(headersWith(`theme=dark; ${cookie}; other=1`));
    expect(called).not.toHaveBeenCalled();
    expect(ours?.user.id).toBe(userId);
    expect(ours).toEqual(theirs);
    const after = await getPrisma().portalSession.findUniqueOrThrow({ where: { token } });
    expect(after.expiresAt).toEqual(before.expiresAt);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("answers null without a session cookie, as better-auth does", async () => {
    const called = watchEndpoint();
    expect(await readSession(new Headers())).toBeNull();
    expect(await readSession(headersWith("theme=dark"))).toBeNull();
    expect(called).not.toHaveBeenCalled();
  });

  it("leaves a cookie whose signature does not verify to better-auth, which refuses it", async () => {
    const { cookie } = await signedIn();
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1))];
    const token = value.split(".")[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32, 7).toString("base64")}`)}`;
    const unsigned = `${name}=${token}`;

    const called = watchEndpoint();
    expect(await readSession(headersWith(forged))).toBeNull();
    expect(await readSession(headersWith(unsigned))).toBeNull();
    expect(called).toHaveBeenCalledTimes(2);
  });

  it("answers null for a session signed out or revoked, through better-auth", async () => {
    const { cookie, token } = await signedIn();
    await getPrisma().portalSession.delete({ where: { token } });

    const called = watchEndpoint();
    expect(await readSession(headersWith(cookie))).toBeNull();
    expect(called).toHaveBeenCalledTimes(1);
  });

  it("leaves an expired session to better-auth, which refuses it and deletes it", async () => {
    const { cookie, token } = await signedIn();
    await getPrisma().portalSession.update({ where: { token }, data: { expiresAt: new Date(Date.now() - 1000) } });

    const called = watchEndpoint();
    expect(await readSession(headersWith(cookie))).toBeNull();
    expect(called).toHaveBeenCalledTimes(1);
    expect(await getPrisma().portalSession.findUnique({ where: { token } })).toBeNull();
  });

  it("leaves a session due to be extended to better-auth, which extends it", async () => {
    const { cookie, token } = await signedIn();
    const { expiresIn, updateAge } = (await getAuth().$context).sessionConfig;
    // Issued more than updateAge ago: better-auth moves its expiry on the next read.
    const old = new Date(Date.now() + (expiresIn - updateAge) * 1000 - 60_000);
    await getPrisma().portalSession.update({ where: { token }, data: { expiresAt: old } });

    const called = watchEndpoint();
    const session = await readSession(headersWith(cookie));
    expect(called).toHaveBeenCalledTimes(1);
    expect(session?.session.token).toBe(token);
    const row = await getPrisma().portalSession.findUniqueOrThrow({ where: { token } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it("leaves a request that sends the session cookie twice to better-auth", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const headers = headersWith(`${first.cookie}; ${second.cookie}`);
    const theirs = await getAuth().api.getSession({ headers });

    const called = watchEndpoint();
    const ours = await readSession(headers);
    expect(called).toHaveBeenCalledTimes(1);
    expect(ours?.user.id).toBe(theirs?.user.id);
  });
});

describe("verifiedToken", () => {
  const secret = "a-secret";
  // Signed as better-auth signs its cookies (WebCrypto HMAC-SHA256, base64), not with the code under test.
  async function sign(token: string, key: string): Promise<string> {
    const cryptoKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    const signature = await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(token));
    return `${token}.${Buffer.from(signature).toString("base64")}`;
  }

  it("gives the token of a value signed with the secret", async () => {
    expect(verifiedToken(await sign("abc123", secret), secret)).toBe("abc123");
  });

  it("refuses a value signed with another secret, cut short, for another token, or with no signature", async () => {
    expect(verifiedToken(await sign("abc123", "another"), secret)).toBeNull();
    expect(verifiedToken((await sign("abc123", secret)).slice(0, -2), secret)).toBeNull();
    expect(verifiedToken(`abc124.${(await sign("abc123", secret)).split(".")[1]}`, secret)).toBeNull();
    expect(verifiedToken("abc123", secret)).toBeNull();
    expect(verifiedToken((await sign("", secret)), secret)).toBeNull();
  });
});
