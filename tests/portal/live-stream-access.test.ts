import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { deploymentEnv, ensureBuilt, freePort, startInstance, stopInstance, type Instance } from "../../scripts/support/instances";
import { authPost, endsWithin, newOrganization, openStream, signIn, type OpenStream, type Portal } from "../helpers/portal-http";

// The live stream (GET /api/events) against the built server over real HTTP, on this
// run's database (SQLite, or PostgreSQL under npm run test:pg): a stream ends as soon as
// what let it in changes (membership, role, session, active organisation), the heartbeat's
// check catches what no signal announced, and the caps per session and per organisation
// answer 429 beyond.

// Well under the 15 s of the heartbeat's check: a stream that ends within this was ended
// by the revocation itself.
const PROMPTLY_MS = 3_000;
const PER_SESSION = 2;
const PER_ORGANIZATION = 4;

let instance: Instance;
let portal: Portal;
const streams: OpenStream[] = [];

beforeAll(async () => {
  ensureBuilt();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  instance = await startInstance(
    port,
    deploymentEnv(process.env.DATABASE_URL!, {
      PORTAL_URL: origin,
      // The tests appear to come from many addresses (better-auth's per-address limits).
      TRUSTED_PROXIES: "127.0.0.1,::1",
      LIVE_STREAMS_PER_SESSION: String(PER_SESSION),
      LIVE_STREAMS_PER_ORGANIZATION: String(PER_ORGANIZATION),
    }),
  );
  portal = { base: instance.base, origin };
}, 600_000);

afterAll(async () => {
  for (const s of streams) s.close();
  if (instance) await stopInstance(instance);
});

async function stream(cookie: string): Promise<OpenStream> {
  const s = await openStream(portal, cookie);
  streams.push(s);
  return s;
}

describe("a live stream ends when what let it in changes", () => {
  it("ends at once when an admin removes the member, and the member cannot open another", async () => {
    const org = await newOrganization(portal);
    const watching = await stream(org.agent.cookie);
    expect(watching.status).toBe(200);

    const removed = await authPost(portal, "/organization/remove-member", { memberIdOrEmail: org.agent.memberId, organizationId: org.id }, org.admin.cookie);
    expect(removed.status).toBe(200);
    expect(await endsWithin(watching, PROMPTLY_MS)).toBe("revoked");
    expect((await stream(org.agent.cookie)).status).toBe(401);
  });

  it("ends the signed-out session's streams at once, and no other session's", async () => {
    const org = await newOrganization(portal);
    const otherSession = await signIn(portal, org.agent);
    const signedOut = await stream(org.agent.cookie);
    const stays = await stream(otherSession);

    expect((await authPost(portal, "/sign-out", {}, org.agent.cookie)).status).toBe(200);
    expect(await endsWithin(signedOut, PROMPTLY_MS)).toBe("revoked");
    // A request after the revocation was handled: the other session's stream is still open.
    expect((await stream(otherSession)).status).toBe(200);
    expect(stays.isOpen()).toBe(true);
    expect((await stream(org.agent.cookie)).status).toBe(401);
  });

  it("ends at once when the member's role changes; the member reconnects in the new role", async () => {
    const org = await newOrganization(portal);
    const watching = await stream(org.agent.cookie);
    const bystander = await stream(org.admin.cookie);

    const changed = await authPost(portal, "/organization/update-member-role", { memberId: org.agent.memberId, role: "admin", organizationId: org.id }, org.admin.cookie);
    expect(changed.status).toBe(200);
    expect(await endsWithin(watching, PROMPTLY_MS)).toBe("revoked");
    expect((await stream(org.agent.cookie)).status).toBe(200);
    expect(bystander.isOpen()).toBe(true);
  });

  it("ends the session's stream of its previous organisation when it switches to another", async () => {
    const first = await newOrganization(portal);
    const second = await newOrganization(portal);
    // The admin of the second organisation joins the first as an agent, then works in the second.
    const invitation = await authPost<{ id: string }>(portal, "/organization/invite-member", { email: second.admin.email, role: "agent", organizationId: first.id }, first.admin.cookie);
    expect((await authPost(portal, "/organization/accept-invitation", { invitationId: invitation.json.id }, second.admin.cookie)).status).toBe(200);
    expect((await authPost(portal, "/organization/set-active", { organizationId: first.id }, second.admin.cookie)).status).toBe(200);
    const watching = await stream(second.admin.cookie);

    expect((await authPost(portal, "/organization/set-active", { organizationId: second.id }, second.admin.cookie)).status).toBe(200);
    expect(await endsWithin(watching, PROMPTLY_MS)).toBe("revoked");
  });

  it("ends on the heartbeat's check when the membership went without a signal", { timeout: 40_000 }, async () => {
    const org = await newOrganization(portal);
    const watching = await stream(org.agent.cookie);
    // Straight in the database, as if the signal had been lost on its way.
    await getPrisma().member.deleteMany({ where: { id: org.agent.memberId } });
    expect(await endsWithin(watching, 20_000)).toBe("revoked");
  });
});

describe("the caps on open streams", () => {
  it(`answers 429 beyond ${PER_SESSION} streams of one session, in words, and lets one in again once one closes`, async () => {
    const org = await newOrganization(portal);
    const open = [await stream(org.agent.cookie), await stream(org.agent.cookie)];
    expect(open.map((s) => s.status)).toEqual([200, 200]);

    const refused = await stream(org.agent.cookie);
    expect(refused.status).toBe(429);
    expect(refused.refusal).toMatchObject({
      contentType: "application/problem+json",
      retryAfter: "30",
      body: { status: 429, title: "Too Many Requests", detail: expect.stringContaining(`already has ${PER_SESSION} live streams open`) },
    });
    // Another session of the same member has slots of its own.
    expect((await stream(await signIn(portal, org.agent))).status).toBe(200);

    open[0]!.close();
    let again: OpenStream;
    do again = await stream(org.agent.cookie);
    while (again.status === 429); // until the server has noticed the closed one
    expect(again.status).toBe(200);
  });

  it(`answers 429 beyond ${PER_ORGANIZATION} streams of one organisation, whoever opens them`, async () => {
    const org = await newOrganization(portal);
    const sessions = [org.admin.cookie, org.agent.cookie, await signIn(portal, org.agent)];
    for (const cookie of [sessions[0]!, sessions[0]!, sessions[1]!, sessions[1]!]) expect((await stream(cookie)).status).toBe(200);

    const refused = await stream(sessions[2]!);
    expect(refused.status).toBe(429);
    expect(refused.refusal?.body.detail).toContain(`Your organisation already has ${PER_ORGANIZATION} live streams open`);
    // Another organisation is not held back by this one.
    const other = await newOrganization(portal);
    expect((await stream(other.agent.cookie)).status).toBe(200);
  });
});
