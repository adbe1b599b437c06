import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { mailMode } from "@/lib/mail/mail-mode";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { invitationLink } from "../invitations/invitation-link";
import { invitations } from "../invitations/limit-invitations";
import { sendInvitationMail } from "../invitations/send-invitation-mail";

/**
 * E-mails a pending invitation again: the same invitation and link (the one already sent
 * keeps working, and its expiry does not move), for someone who lost or never got the
 * first message. An expired one is not resent: inviting again makes a fresh one. Counted
 * like every invitation sent (limit-invitations.ts), and as a resend of this one.
 */
export async function resendInvitation(context: MemberContext, email: string, now = new Date()): Promise<{ email: string; link: string; expiresAt: Date }> {
  if (mailMode() === "off") throw new PortalError("CONFLICT", "This server sends no e-mail: copy the invitation's link under Pending invitations and send it yourself.");
  const invitation = await getPrisma().invitation.findFirst({
    where: { organizationId: context.organization.id, email: email.toLowerCase(), status: "pending", expiresAt: { gt: now } },
    select: {
      id: true,
      email: true,
      role: true,
      expiresAt: true,
      organization: { select: { id: true, name: true } },
      inviter: { select: { name: true, email: true } },
    },
    orderBy: { createdAt: "desc" },
  });
  if (!invitation) throw new PortalError("NOT_FOUND", `There is no pending invitation for ${email} any more: invite them again.`);
  const verdict = await invitations.take({ organizationId: context.organization.id, inviterId: context.user.id, recipient: invitation.email, resendOf: invitation.id }, now.getTime());
  if (!verdict.allowed) throw new PortalError("TOO_MANY_ATTEMPTS", verdict.message);
  await sendInvitationMail(
    {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role ?? "agent",
      organization: invitation.organization,
      inviter: { user: invitation.inviter },
      invitation: { expiresAt: invitation.expiresAt },
    },
    { again: now },
  );
  return { email: invitation.email, link: invitationLink(invitation.id), expiresAt: invitation.expiresAt };
}
