import "server-only";
import { getPortalUrl } from "../portal-url";

/**
 * Where the provider sends this connection's events: on the portal's public origin
 * (PORTAL_URL), which the service accepts as a webhook target whatever its rules on
 * private addresses.
 */
export function receiverUrl(connectionId: string): string {
  return `${getPortalUrl()}/api/webhooks/${encodeURIComponent(connectionId)}`;
}

/** Whether a registered URL is this connection's receiver (the service stores URLs normalised). */
export function isReceiverUrl(url: string, connectionId: string): boolean {
  const own = receiverUrl(connectionId);
  return URL.canParse(url) && URL.canParse(own) && new URL(url).href === new URL(own).href;
}
