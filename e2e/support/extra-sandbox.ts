import { randomBytes, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { encryptKey, provisioningToken } from "./secrets";
import { sqlOne, sqlRows } from "./sql";

// A second provider for an organisation, with no second server: another account of the
// built-in sandbox (its own key, so its own enquiries), stored as a connection row of its
// own, as an admin's "add a connection" would.

/** Adds a connection named `name` to the organisation; returns its id and its key. */
export async function addSandboxConnection(request: APIRequestContext, organization: string, name: string): Promise<{ id: string; apiKey: string }> {
  const res = await request.post("/external-api/v1/sandbox/accounts", {
    headers: { "x-provisioning-token": provisioningToken() },
    data: { accountName: `portal:e2e-${randomBytes(6).toString("hex")}` },
  });
  if (res.status() !== 201) throw new Error(`The sandbox made no account: ${res.status()} ${await res.text()}`);
  const { apiKey } = (await res.json()).data as { apiKey: string };
  const { id: organizationId } = sqlOne<{ id: string }>(`SELECT id FROM "Organization" WHERE name = ?`, organization);
  const id = randomUUID();
  // The text form Prisma's SQLite adapter writes; a second later than the first connection, so it comes after it.
  const at = new Date(Date.now() + 1000).toISOString().replace("Z", "+00:00");
  sqlRows(
    `INSERT INTO "ServiceConnection" (id, "organizationId", name, environment, "baseUrl", "keyCiphertext", "keyHint", "createdAt", "updatedAt")
     VALUES (?, ?, ?, 'sandbox', NULL, ?, ?, ?, ?)`,
    id,
    organizationId,
    name,
    encryptKey({ organizationId, baseUrl: null }, apiKey),
    `sd_test_…${apiKey.slice(-4)}`,
    at,
    at,
  );
  return { id, apiKey };
}
