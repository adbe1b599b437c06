import "server-only";
import type { SignedInUser } from "../session/get-member";
import { PortalError } from "../errors";
import { acceptInvitation } from "./accept-invitation";
import { getInvitation } from "../invitations/get-invitation";

/**
 * Right after signing up or in from an invitation link: joins its organisation at once
 * when the invitation is still pending and addressed to this account, since asking the
 * person to click "Join" on the next page adds nothing. Returns whether they joined;
 * otherwise the invitation's page explains why not (expired, revoked, another address).
 * `sessionHeaders` carry the session just created (see sign-up.ts).
 */
export async function joinInvitationAtOnce(user: SignedInUser, invitationId: string, sessionHeaders: Headers): Promise<boolean> {
  const invitation = await getInvitation(invitationId);
  if (invitation?.state !== "pending" || invitation.email.toLowerCase() !== user.email.toLowerCase()) return false;
  try {
    await acceptInvitation(user, invitationId, sessionHeaders);
    return true;
  } catch (error) {
    if (error instanceof PortalError) return false;
    throw error;
  }
}
