import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deploymentEnv, ensureBuilt, freePort, startInstance, stopInstance, type Instance } from "../../scripts/support/instances";
import { authPost, endsWithin, newOrganization, openStream, type OpenStream, type Portal } from "../helpers/portal-http";

// Two instances of the built app on one PostgreSQL database: a change made through one
// instance ends the streams open on the other (a signal through LISTEN/NOTIFY), and the
// caps on open streams count the streams of both.

const PROMPTLY_MS = 3_000; // well under the 15 s of the heartbeat's check
const instances: Instance[] = [];
let one: Portal;
let other: Portal;
const streams: OpenStream[] = [];

beforeAll(async () => {
  ensureBuilt();
  const ports = [await freePort(), await freePort()];
  // One public origin for both, as behind a balancer.
  const origin = `http://localhost:${ports[0]}`;
  const env = deploymentEnv(process.env.DATABASE_URL!, { PORTAL_URL: origin, TRUSTED_PROXIES: "127.0.0.1,::1", LIVE_STREAMS_PER_SESSION: "2", DATABASE_POOL_SIZE: "4" });
  instances.push(...(await Promise.all(ports.map((port) => startInstance(port, env)))));
  one = { base: instances[0]!.base, origin };
  other = { base: instances[1]!.base, origin };
}, 600_000);

afterAll(async () => {
  for (const s of streams) s.close();
  await Promise.all(instances.map((i) => stopInstance(i)));
});

async function stream(portal: Portal, cookie: string): Promise<OpenStream> {
  const s = await openStream(portal, cookie);
  streams.push(s);
  return s;
}

describe("live streams across two instances", () => {
  it("ends a stream open on one instance when the member is removed through the other", async () => {
    const org = await newOrganization(one);
    const watching = await stream(other, org.agent.cookie);
    expect(watching.status).toBe(200);

    const removed = await authPost(one, "/organization/remove-member", { memberIdOrEmail: org.agent.memberId, organizationId: org.id }, org.admin.cookie);
    expect(removed.status).toBe(200);
    expect(await endsWithin(watching, PROMPTLY_MS)).toBe("revoked");
    expect((await stream(other, org.agent.cookie)).status).toBe(401);
  });

  it("ends a stream open on one instance when its session signs out through the other", async () => {
    const org = await newOrganization(one);
    const watching = await stream(other, org.agent.cookie);
    expect((await authPost(one, "/sign-out", {}, org.agent.cookie)).status).toBe(200);
    expect(await endsWithin(watching, PROMPTLY_MS)).toBe("revoked");
  });

  it("counts a session's streams on both instances against its cap", async () => {
    const org = await newOrganization(one);
    expect((await stream(one, org.agent.cookie)).status).toBe(200);
    expect((await stream(other, org.agent.cookie)).status).toBe(200);
    expect((await stream(one, org.agent.cookie)).status).toBe(429);
    expect((await stream(other, org.agent.cookie)).status).toBe(429);
  });
});
