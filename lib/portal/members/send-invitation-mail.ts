import "server-only";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { toRole } from "../auth/roles";
import { invitationLink } from "./invitation-link";

export const invitationMailKey = (invitationId: string) => `invitation:${invitationId}`;

/** The key of the same invitation e-mailed again, at `at`: a message of its own, whose fate the members page then shows. */
export const invitationResendKey = (invitationId: string, at: Date) => `${invitationMailKey(invitationId)}:again:${at.getTime()}`;

type InvitationEmail = {
  id: string;
  email: string;
  role: string;
  organization: { id: string; name: string };
  inviter: { user: { name: string; email: string } };
  invitation: { expiresAt: Date };
};

/** better-auth's sendInvitationEmail: the invitation's link by e-mail, in the organisation's name (the link can still be copied). */
export async function sendInvitationMail(invitation: InvitationEmail, options: { again?: Date } = {}): Promise<void> {
  await enqueueMail({
    kind: "invitation",
    dedupeKey: options.again ? invitationResendKey(invitation.id, options.again) : invitationMailKey(invitation.id),
    recipient: invitation.email,
    organizationId: invitation.organization.id,
    data: {
      organizationName: invitation.organization.name,
      inviterName: invitation.inviter.user.name,
      inviterEmail: invitation.inviter.user.email,
      role: toRole(invitation.role),
      link: invitationLink(invitation.id),
      expiresAt: new Date(invitation.invitation.expiresAt).toISOString(),
    },
  });
}
