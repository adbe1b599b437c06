import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPrisma } from "@/lib/db/prisma";
import { getServiceClient } from "@/lib/portal/connections/get-service-client";
import { saveAndTestConnection } from "@/lib/portal/connections/save-and-test-connection";
import { isReceiverUrl } from "@/lib/portal/connections/receiver-url";
import { newAccount, serveAsPortal, serviceApp } from "../helpers/service";
import { newAdminContext as organization } from "../helpers/portal-organization";
import { refusal } from "../helpers/refusal";

// Replacing a working key with one the provider refuses must not break the connection:
// the new key is tried first, and the one that works stays until a new one works. The
// service runs over HTTP on a free port, as the built-in service does.

let served: Awaited<ReturnType<typeof serveAsPortal>>;
let base: string;

beforeAll(async () => {
  process.env.STAYDESK_SECRET = "key-replacement-test-secret-0123456789abcdef";
  served = await serveAsPortal(await serviceApp());
  base = served.base;
});
afterAll(() => served.close());

type Context = Awaited<ReturnType<typeof organization>>;

async function connected(context: Context) {
  const a = await newAccount();
  const added = await saveAndTestConnection(context, null, { name: "Harbour Apartments", environment: "sandbox", baseUrl: null, apiKey: a.key });
  expect(added.check.ok).toBe(true);
  const row = () => getPrisma().serviceConnection.findUniqueOrThrow({ where: { id: added.connectionId } });
  return { ...a, connectionId: added.connectionId, row, before: await row() };
}

async function receivers(key: string, connectionId: string): Promise<number> {
  const res = await fetch(`${base}/external-api/v1/webhooks`, { headers: { "x-api-key": key } });
  const { data } = (await res.json()) as { data: { url: string }[] };
  return data.filter((w) => isReceiverUrl(w.url, connectionId)).length;
}

describe("replacing a working key", () => {
  it("with one the provider refuses: says so in words, saves nothing, and the previous key goes on working", async () => {
    const context = await organization();
    const { connectionId, row, before, key } = await connected(context);

    const refused = await refusal(saveAndTestConnection(context, connectionId, { environment: "sandbox", baseUrl: null, apiKey: "sd_test_thisKeyDoesNotExist0123456789abcdef" }));
    expect(refused.message).toBe(
      `The provider refused the new key, so it was not saved. The service does not accept this API key (401 Unauthorized). The connection still uses the previous key (${before.keyHint}): nothing changed.`,
    );
    expect(refused.fieldErrors?.apiKey?.[0]).toContain("The service does not accept this API key");

    const after = await row();
    expect(after).toMatchObject({ keyCiphertext: before.keyCiphertext, keyHint: before.keyHint, lastCheckOk: true, lastCheckNote: before.lastCheckNote, keyGeneration: before.keyGeneration });
    await expect((await getServiceClient(context.organization.id, connectionId)).listWebhooks()).resolves.toBeInstanceOf(Array);
    expect(await receivers(key, connectionId)).toBe(1);

    const audit = await getPrisma().auditEntry.findMany({ where: { organizationId: context.organization.id, kind: { in: ["connection-saved", "connection-tested"] } }, orderBy: { createdAt: "asc" } });
    expect(audit.map((a) => a.kind)).toEqual(["connection-tested", "connection-tested"]);
    expect(audit[1]!.summary).toBe("Harbour Apartments: a new key was tried and not saved. The service does not accept this API key (401 Unauthorized).");
  });

  it("at a new address where nothing answers the API: says the new key could not be tried, and keeps the previous key and address", async () => {
    const context = await organization();
    const { connectionId, row, before, key } = await connected(context);
    const other = await newAccount();
    // This server's own origin (allowed), at a path where no v1 API answers.
    const refused = await refusal(saveAndTestConnection(context, connectionId, { environment: "sandbox", baseUrl: `${base}/nothing-here`, apiKey: other.key }));
    expect(refused.message).toBe(
      `The new key could not be tried at the new address, so it was not saved. Nothing answers the v1 API at this base URL (404). Check the URL. The connection still uses the previous key (${before.keyHint}) at the built-in service: nothing changed.`,
    );
    expect(await row()).toMatchObject({ baseUrl: null, keyCiphertext: before.keyCiphertext, keyHint: before.keyHint });
    expect(await receivers(key, connectionId)).toBe(1);
  });

  it("with one that works: saves it", async () => {
    const context = await organization();
    const { connectionId, row, before } = await connected(context);
    const other = await newAccount();
    const saved = await saveAndTestConnection(context, connectionId, { environment: "sandbox", baseUrl: null, apiKey: other.key });
    expect(saved.check.ok).toBe(true);
    expect((await row()).keyHint).not.toBe(before.keyHint);
  });
});
