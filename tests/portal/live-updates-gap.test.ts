import { beforeAll, describe, expect, it, vi } from "vitest";
import type { LiveMessage } from "@/lib/portal/live/messages";

// The portal's modules are server-only; here they run in plain Node.
vi.mock("server-only", () => ({}));

const { getPrisma } = await import("@/lib/db/prisma");
const { recordReceiver } = await import("@/lib/portal/connections/record-receiver");
const { getLiveUpdatesState, listUpdatesGaps } = await import("@/lib/portal/live/live-updates-state");
const { subscribe } = await import("@/lib/portal/live/bus");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { newOrganization } = await import("../helpers/portal-organization");

beforeAll(async () => {
  await migrateDatabase();
});

async function connectedOrganization(receiverWebhookId: string | null) {
  const id = await newOrganization();
  await getPrisma().serviceConnection.create({ data: { name: "Test provider", id: `conn-${id}`, organizationId: id, environment: "sandbox", keyCiphertext: "x", keyHint: "sd_test_…", receiverWebhookId } });
  return id;
}

describe("live updates turned off and on", () => {
  it("opens a gap, tells open pages at once, and closes the gap when they come back", async () => {
    const organizationId = await connectedOrganization("wh-1");
    const heard: LiveMessage[] = [];
    const stop = subscribe(organizationId, (message) => heard.push(message));
    const before = new Date(Date.now() - 1000);

    await recordReceiver(organizationId, `conn-${organizationId}`, null);
    const off = await getLiveUpdatesState(organizationId);
    expect(off.on).toBe(false);
    expect(off.gap).toMatchObject({ to: null });
    expect(heard).toEqual([{ kind: "updates", connectionId: `conn-${organizationId}`, on: false, gap: off.gap }]);
    // Turned off again (the receiver deleted from the webhooks list as well): still one gap.
    await recordReceiver(organizationId, `conn-${organizationId}`, null);
    expect(await listUpdatesGaps(organizationId, before)).toHaveLength(1);

    await recordReceiver(organizationId, `conn-${organizationId}`, "wh-2");
    expect(await getLiveUpdatesState(organizationId)).toEqual({ on: true, gap: null });
    const [gap] = await listUpdatesGaps(organizationId, before);
    expect(gap!.from).toBe(off.gap!.from);
    expect(gap!.to).not.toBeNull();
    expect(heard.at(-1)).toEqual({ kind: "updates", connectionId: `conn-${organizationId}`, on: true, gap });
    // An enquiry made after the stretch ended has nothing missing.
    expect(await listUpdatesGaps(organizationId, new Date(Date.now() + 1000))).toEqual([]);
    stop();
  });

  it("records no gap for an organisation whose live updates were never on", async () => {
    const organizationId = await connectedOrganization(null);
    await recordReceiver(organizationId, `conn-${organizationId}`, null);
    expect(await getLiveUpdatesState(organizationId)).toEqual({ on: false, gap: null });
    expect(await listUpdatesGaps(organizationId, new Date(0))).toEqual([]);
  });
});
