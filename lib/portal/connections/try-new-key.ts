import "server-only";
import { createServiceClient, ServiceProblemError } from "@/lib/client";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { describeClientError } from "../client-errors";
import { PortalError } from "../errors";
import { getBuiltInServiceUrl } from "../portal-url";
import type { MemberContext } from "../session/get-member";
import { connectionFetch } from "./connection-fetch";

/** The connection as it is before the change: its name, its address, its key's masked form. */
export type KeptConnection = { name: string; baseUrl: string | null; keyHint: string };

/**
 * Before a new key replaces a connection's key, the key is tried where it is to be used
 * (list-webhooks, as "Test connection" does): a key the provider refuses, or an address
 * that does not answer, is not saved, so the key that works stays in use. Throws a
 * PortalError that says so in words; the refusal is recorded in the audit trail.
 * The client here is not the connection's: its refusals are no news about the stored key.
 */
export async function tryNewKey(context: MemberContext, kept: KeptConnection, target: { baseUrl: string | null; apiKey: string }): Promise<void> {
  const baseUrl = target.baseUrl ?? getBuiltInServiceUrl();
  const client = createServiceClient({ baseUrl, apiKey: target.apiKey, fetch: connectionFetch(baseUrl) });
  let note: string;
  let refused: boolean;
  try {
    await client.listWebhooks();
    return;
  } catch (error) {
    note = describeClientError(error);
    refused = error instanceof ServiceProblemError && (error.status === 401 || error.status === 403);
  }
  const moved = kept.baseUrl !== target.baseUrl;
  const what = refused ? "The provider refused the new key, so it was not saved." : `The new key could not be tried${moved ? " at the new address" : ""}, so it was not saved.`;
  const where = moved ? ` at ${kept.baseUrl ?? "the built-in service"}` : "";
  const stays = `The connection still uses the previous key (${kept.keyHint})${where}: nothing changed.`;
  await recordAudit(await memberAudit(context, "connection-tested", `${kept.name}: a new key was tried and not saved. ${note}`));
  throw new PortalError(refused ? "INVALID" : "SERVICE", `${what} ${note} ${stays}`, { apiKey: [`${note} Paste a key that works, or leave the field empty to keep the current one.`] });
}
