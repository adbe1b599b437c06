import "server-only";
import { headers } from "next/headers";
import { mailMode } from "@/lib/mail/mail-mode";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import type { Role } from "../membership/roles";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { findPendingInvitation } from "../invitations/find-pending-invitation";
import { invitationLink } from "../invitations/invitation-link";
import { TOO_MANY_INVITATIONS } from "../invitations/limit-invitations";
import { DEFAULT_TIME_ZONE, formatDate } from "@/lib/shared/format";


/**
 * An invitation to the current organisation: better-auth e-mails it (sendInvitationEmail,
 * when this server sends mail), and the link can be copied too. An address with an
 * invitation still pending is refused: a new one would silently stop the link already
 * sent (better-auth cancels it), so the admin is offered to resend that one instead, or
 * to revoke it first. An expired invitation is simply replaced.
 */
export async function inviteMember(context: MemberContext, input: { email: string; role: Role }): Promise<{ id: string; link: string; emailed: boolean }> {
  const pending = await findPendingInvitation(context.organization.id, input.email);
  if (pending) {
    const asRole = pending.role === input.role ? "" : ` It is for ${pending.role === "admin" ? "an admin" : "an agent"}: to change that, revoke it and invite again.`;
    const offer = mailMode() === "off" ? "Copy its link under Pending invitations." : "Resend it (the same link, e-mailed again), or revoke it under Pending invitations first.";
    throw new PortalError("INVITATION_PENDING", `${input.email} already has a pending invitation, which works until ${formatDate(pending.expiresAt, DEFAULT_TIME_ZONE)}. ${offer}${asRole}`, {
      email: [`${input.email} already has a pending invitation.`],
    });
  }
  try {
    const invitation = await getAuth().api.createInvitation({
      body: { email: input.email, role: input.role, organizationId: context.organization.id },
      headers: await headers(),
    });
    return { id: invitation.id, link: invitationLink(invitation.id), emailed: mailMode() !== "off" };
  } catch (error) {
    if (authErrorCode(error) === TOO_MANY_INVITATIONS) throw new PortalError("TOO_MANY_ATTEMPTS", authErrorMessage(error, "Too many invitations. Try again later."));
    if (authErrorCode(error) === "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION") {
      throw new PortalError("CONFLICT", "Already a member.", { email: [`${input.email} is already a member of ${context.organization.name}.`] });
    }
    if (authErrorCode(error)) throw new PortalError("INVALID", authErrorMessage(error, "The invitation could not be created."));
    throw error;
  }
}
