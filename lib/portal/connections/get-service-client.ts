import "server-only";
import { createServiceClient, type ServiceClient } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { getBuiltInServiceUrl } from "../portal-url";
import { connectionFetch } from "./connection-fetch";
import { notifyKeyRefused } from "../notifications/notify-key-refused";
import { decryptApiKey, KeyDecryptionError } from "./key-cipher";

/** What a connection row holds to reach its service: where, and the key as stored. */
export type StoredConnection = { baseUrl: string | null; keyCiphertext: string };

/**
 * The typed client of the organisation's service, with its key. Every call the portal
 * makes to the service goes through here: the key is decrypted in memory for the call and
 * never leaves the server.
 */
export async function getServiceClient(organizationId: string): Promise<ServiceClient> {
  return (await getServiceConnection(organizationId)).client;
}

/** The client with the id of its connection: what answers read through it are kept under. */
export async function getServiceConnection(organizationId: string): Promise<{ connectionId: string; client: ServiceClient }> {
  const row = await getPrisma().serviceConnection.findUnique({
    where: { organizationId },
    select: { id: true, baseUrl: true, keyCiphertext: true },
  });
  if (!row) throw new PortalError("NOT_CONNECTED", "This organisation is not connected to the service yet. An admin can connect it in Settings → Connection.");
  const client = serviceClientFor(organizationId, row, () => {
    void notifyKeyRefused(organizationId, row.keyCiphertext).catch((error: unknown) => console.error("[connections] could not record a refused key:", error));
  });
  return { connectionId: row.id, client };
}

/**
 * The client of a connection as stored: the current row, or the one a change is replacing.
 * `onKeyRefused` hears of every 401 the service answers.
 */
export function serviceClientFor(organizationId: string, row: StoredConnection, onKeyRefused?: () => void): ServiceClient {
  let apiKey: string;
  try {
    apiKey = decryptApiKey({ organizationId, baseUrl: row.baseUrl }, row.keyCiphertext);
  } catch (error) {
    if (error instanceof KeyDecryptionError) {
      throw new PortalError(
        "NOT_CONNECTED",
        "The stored API key cannot be read (was STAYDESK_SECRET or the base URL changed?). An admin must enter the key again.",
      );
    }
    throw error;
  }
  const baseUrl = row.baseUrl ?? getBuiltInServiceUrl();
  const fetch = connectionFetch(baseUrl);
  if (!onKeyRefused) return createServiceClient({ baseUrl, apiKey, fetch });
  const watched = (async (...args: Parameters<typeof fetch>) => {
    const response = await fetch(...args);
    if (response.status === 401) onKeyRefused();
    return response;
  }) as typeof fetch;
  return createServiceClient({ baseUrl, apiKey, fetch: watched });
}
