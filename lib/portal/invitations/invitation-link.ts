import "server-only";
import { getPortalUrl } from "../portal-url";

/** The link an admin shares; its id is the only secret it holds. */
export function invitationLink(invitationId: string): string {
  return `${getPortalUrl()}/accept-invitation/${encodeURIComponent(invitationId)}`;
}
