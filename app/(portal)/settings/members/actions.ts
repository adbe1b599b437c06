"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { memberAction, success } from "@/lib/portal/action";
import { memberAudit, recordAudit } from "@/lib/portal/audit/record-audit";
import { ROLES } from "@/lib/portal/membership/roles";
import { changeMemberRole } from "@/lib/portal/members/change-member-role";
import { inviteMember } from "@/lib/portal/members/invite-member";
import { removeMember } from "@/lib/portal/members/remove-member";
import { resendInvitation } from "@/lib/portal/members/resend-invitation";
import { revokeInvitation } from "@/lib/portal/members/revoke-invitation";
import { DEFAULT_TIME_ZONE, formatDate } from "@/lib/shared/format";
import { AccountEmailField } from "@/lib/shared/email-address";

const Role = z.enum(ROLES, "Choose admin or agent.");
const Id = z.string().min(1).max(100);

function revalidate() {
  revalidatePath("/settings/members");
  revalidatePath("/dashboard");
}

// POST (server action) – invite someone: e-mailed when this server sends mail, and a link to
// copy; or, with intent "resend", e-mail their pending invitation again (admins)
export const inviteMemberAction = memberAction(
  { role: "admin", schema: z.object({ email: AccountEmailField, role: Role, intent: z.enum(["invite", "resend"]).default("invite") }) },
  async (input, context) => {
    if (input.intent === "resend") {
      const resent = await resendInvitation(context, input.email);
      await recordAudit(await memberAudit(context, "member-invited", `Invitation for ${resent.email} e-mailed again.`));
      revalidate();
      return success(`The invitation was e-mailed to ${resent.email} again. The link is the same, and works until ${formatDate(resent.expiresAt, DEFAULT_TIME_ZONE)}.`, {
        email: resent.email,
        link: resent.link,
        emailed: true,
        resent: true,
      });
    }
    const invitation = await inviteMember(context, input);
    // Membership is better-auth's to write, in its own statements: recorded once it has succeeded.
    await recordAudit(await memberAudit(context, "member-invited", `${input.email} invited as ${input.role === "admin" ? "an admin" : "an agent"}.`));
    revalidate();
    const message = invitation.emailed ? `Invitation e-mailed to ${input.email}.` : `Invitation for ${input.email} created. Copy the link and send it to them.`;
    return success(message, { email: input.email, link: invitation.link, emailed: invitation.emailed, resent: false });
  },
);

// POST (server action) – cancel a pending invitation of this organisation (admins)
export const revokeInvitationAction = memberAction({ role: "admin", schema: z.object({ invitationId: Id }) }, async ({ invitationId }, context) => {
  const { email } = await revokeInvitation(context, invitationId);
  revalidate();
  return success(`The invitation for ${email} was revoked.`);
});

// POST (server action) – make a member of this organisation an admin or an agent (admins)
export const changeRoleAction = memberAction({ role: "admin", schema: z.object({ memberId: Id, role: Role }) }, async (input, context) => {
  const { name } = await changeMemberRole(context, input);
  await recordAudit(await memberAudit(context, "member-role-changed", `${name} is now ${input.role === "admin" ? "an admin" : "an agent"}.`));
  revalidate();
  return success(`${name} is now ${input.role === "admin" ? "an admin" : "an agent"}.`);
});

// POST (server action) – remove a member from this organisation (admins)
export const removeMemberAction = memberAction({ role: "admin", schema: z.object({ memberId: Id }) }, async ({ memberId }, context) => {
  const { name } = await removeMember(context, memberId);
  await recordAudit(await memberAudit(context, "member-removed", `${name} removed from the organisation.`));
  revalidate();
  return success(`${name} was removed from the organisation.`);
});
