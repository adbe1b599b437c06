import "server-only";
import { headers } from "next/headers";
import { getAuth } from "../auth/auth";
import { authErrorCode } from "../auth/auth-error";
import { PortalError } from "../errors";
import type { SignedInUser } from "../session/get-member";
import { getInvitation } from "../invitations/get-invitation";

/**
 * Joins the invitation's organisation and makes it the active one. better-auth checks
 * that the signed-in user's address is the invited one and that the invitation is
 * still pending. `requestHeaders` carry the session (by default, the request's own).
 */
export async function acceptInvitation(
  user: SignedInUser,
  invitationId: string,
  requestHeaders?: Headers,
): Promise<{ organizationName: string }> {
  const invitation = await getInvitation(invitationId);
  if (!invitation || invitation.state === "answered") throw new PortalError("NOT_FOUND", "This invitation is no longer valid.");
  if (invitation.state === "expired") throw new PortalError("INVALID", "This invitation has expired. Ask for a new link.");
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new PortalError("FORBIDDEN", `This invitation is for ${invitation.email}; you are signed in as ${user.email}.`);
  }
  try {
    await getAuth().api.acceptInvitation({ body: { invitationId }, headers: requestHeaders ?? (await headers()) });
  } catch (error) {
    if (authErrorCode(error)) throw new PortalError("INVALID", "This invitation can no longer be accepted.");
    throw error;
  }
  return { organizationName: invitation.organizationName };
}
