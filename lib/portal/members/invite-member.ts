import "server-only";
import { headers } from "next/headers";
import { mailMode } from "@/lib/mail/mail-mode";
import { getAuth } from "../auth/auth";
import { authErrorCode, authErrorMessage } from "../auth/auth-error";
import type { Role } from "../auth/roles";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { invitationLink } from "./invitation-link";

/**
 * An invitation to the current organisation: better-auth e-mails it (sendInvitationEmail,
 * when this server sends mail), and the link can be copied too. Inviting the same address
 * again replaces its pending invitation, and e-mails the new one.
 */
export async function inviteMember(context: MemberContext, input: { email: string; role: Role }): Promise<{ id: string; link: string; emailed: boolean }> {
  try {
    const invitation = await getAuth().api.createInvitation({
      body: { email: input.email, role: input.role, organizationId: context.organization.id },
      headers: await headers(),
    });
    return { id: invitation.id, link: invitationLink(invitation.id), emailed: mailMode() !== "off" };
  } catch (error) {
    if (authErrorCode(error) === "USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION") {
      throw new PortalError("CONFLICT", "Already a member.", { email: [`${input.email} is already a member of ${context.organization.name}.`] });
    }
    if (authErrorCode(error)) throw new PortalError("INVALID", authErrorMessage(error, "The invitation could not be created."));
    throw error;
  }
}
