import "server-only";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { toRole } from "../auth/roles";
import { invitationLink } from "./invitation-link";

export const invitationMailKey = (invitationId: string) => `invitation:${invitationId}`;

type InvitationEmail = {
  id: string;
  email: string;
  role: string;
  organization: { id: string; name: string };
  inviter: { user: { name: string; email: string } };
  invitation: { expiresAt: Date };
};

/** better-auth's sendInvitationEmail: the invitation's link by e-mail, in the organisation's name (the link can still be copied). */
export async function sendInvitationMail(invitation: InvitationEmail): Promise<void> {
  await enqueueMail({
    kind: "invitation",
    dedupeKey: invitationMailKey(invitation.id),
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
