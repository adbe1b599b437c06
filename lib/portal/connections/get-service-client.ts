// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import { cache } from "react";
import { createServiceClient, type ServiceClient } from "@/lib/client";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import { getBuiltInServiceUrl } from "../portal-url";
import { connectionFetch } from "./connection-fetch";
import { notifyKeyRefused } from "./notify-key-refused";
import { decryptApiKey, KeyDecryptionError } from "./key-cipher";
import { defaultConnectionQuery } from "@/lib/portal/connections/default-connection";
import { recordHealth } from "./connection-health";

/** What a connection row holds to reach its service: where, and the key as stored. */
export type StoredConnection = { baseUrl: string | null; keyCiphertext: string };

/**
 * The typed client of one of the organisation's providers, with its key: the connection
 * named, or the organisation's default one. Every call the portal makes to a provider goes
 * through here: the key is decrypted in memory for the call and never leaves the server.
 * A removed connection has no client (its key is erased).
 */
export async function getServiceClient(organizationId: string, connectionId?: string): Promise<ServiceClient> {
  const row = await readConnection(organizationId, connectionId);
  if (!row) {
    throw new PortalError(
      "NOT_CONNECTED",
      connectionId
        ? "This provider's connection was removed: its enquiries can be read here as history only."
        : "This organisation is not connected to a provider yet. An admin can connect one in Settings → Connections.",
    );
  }
  return serviceClientFor(organizationId, row, {
    onKeyRefused: () => {
      void notifyKeyRefused(organizationId, row.id, row.keyCiphertext).catch((error: unknown) => console.error("[connections] could not record a refused key:", error));
    },
    onOutcome: (failure) => void recordHealth(row.id, failure),
  });
}

/**
 * The connection's row, read once per render: a page's cards each ask for a client of the
 * same provider. Outside a render (server actions, route handlers) every call reads.
 */
const readConnection = cache(async (organizationId: string, connectionId: string | undefined) => {
  const db = getPrisma();
  const select = { id: true, baseUrl: true, keyCiphertext: true } as const;
  return connectionId
    ? db.serviceConnection.findFirst({ where: { id: connectionId, organizationId, removedAt: null }, select })
    : db.serviceConnection.findFirst({ ...defaultConnectionQuery(organizationId), select });
});

/** What a connection's client hears of its calls: a refused key, and every answer or failure (null: it answered). */
export type ConnectionWatch = { onKeyRefused: () => void; onOutcome?: (failure: string | null) => void };

/**
 * The client of a connection as stored: the current row, or the one a change is replacing.
 * `watch` hears of every 401 the service answers, and of each call's outcome: an answer
 * (the provider is up, whatever it said) or a failure in words (no answer, 5xx).
 */
export function serviceClientFor(organizationId: string, row: StoredConnection, watch?: ConnectionWatch): ServiceClient {
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
  if (!watch) return createServiceClient({ baseUrl, apiKey, fetch });
  const watched = (async (...args: Parameters<typeof fetch>) => {
    let response: Response;
    try {
      response = await fetch(...args);
    } catch (error) {
      // The caller's own abort (a page left) says nothing about the provider.
      if (!(error instanceof Error && error.name === "AbortError")) watch.onOutcome?.(failureInWords(error));
      throw error;
    }
    if (response.status === 401) watch.onKeyRefused();
    else if (response.status === 403) watch.onOutcome?.("The key is revoked or its account is not linked to the service (403 Forbidden).");
    else if (response.status >= 500) watch.onOutcome?.(`The service answered ${response.status}.`);
    else watch.onOutcome?.(null);
    return response;
  }) as typeof fetch;
  return createServiceClient({ baseUrl, apiKey, fetch: watched });
}

function failureInWords(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "The service did not answer in time.";
  return "The service could not be reached.";
}
