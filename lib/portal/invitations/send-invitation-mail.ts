import "server-only";
import { enqueueMail } from "@/lib/mail/enqueue-mail";
import { boundedName } from "@/lib/shared/plain-name";
import { PERSON_NAME_MAX } from "../names/person-name";
import { toRole } from "../membership/roles";
import { ORGANIZATION_NAME_LENGTH } from "../names/organization-name";
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

/**
 * better-auth's sendInvitationEmail: the invitation's link by e-mail, saying who invited
 * whom to which organisation (the link can still be copied). The names are cut to one
 * line of the length their rules allow, so that one stored before those rules still makes
 * a message rather than failing its schema.
 */
export async function sendInvitationMail(invitation: InvitationEmail, options: { again?: Date } = {}): Promise<void> {
  await enqueueMail({
    kind: "invitation",
    dedupeKey: options.again ? invitationResendKey(invitation.id, options.again) : invitationMailKey(invitation.id),
    recipient: invitation.email,
    organizationId: invitation.organization.id,
    data: {
      organizationName: boundedName(invitation.organization.name, ORGANIZATION_NAME_LENGTH.max) || "an organisation",
      inviterName: boundedName(invitation.inviter.user.name, PERSON_NAME_MAX) || invitation.inviter.user.email,
      inviterEmail: invitation.inviter.user.email,
      inviteeEmail: invitation.email,
      role: toRole(invitation.role),
      link: invitationLink(invitation.id),
      expiresAt: new Date(invitation.invitation.expiresAt).toISOString(),
    },
  });
}
