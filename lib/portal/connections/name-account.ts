import "server-only";
import { ServiceProblemError } from "@/lib/client";
import type { ServiceClient } from "@/lib/client";

/**
 * Tells the provider the organisation's name, so that its staff see "Demo Travel" rather
 * than the account's internal name. Best effort: a provider without the extension
 * answers 404 and simply keeps its own name; any other failure leaves the connection
 * working and is only logged.
 */
export async function nameAccount(client: ServiceClient, organizationName: string): Promise<void> {
  try {
    await client.updateAccountProfile({ displayName: organizationName });
  } catch (error) {
    if (error instanceof ServiceProblemError && error.status === 404) return;
    console.error(`[connections] the account's name was not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
