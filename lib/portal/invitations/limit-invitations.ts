import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { invitationLimiter, type InvitationSend } from "@/lib/attempt-limits/invitation-limiter";
import { getPrisma } from "@/lib/db/prisma";
import { toRole } from "../membership/roles";
import { holdUntilSettled, settle, tooMany } from "../organizations/limit-hooks";
import { findPendingInvitation } from "./find-pending-invitation";

// Invitations (lib/attempt-limits/invitation-limiter) as better-auth's hooks, so that the
// portal's server action (auth.api.createInvitation) and better-auth's own
// POST /api/auth/organization/invite-member count alike, its `resend` included. The
// portal's Resend does not go through better-auth and takes the same limiter itself
// (resend-invitation.ts).

const INVITE_PATH = "/organization/invite-member";

export const TOO_MANY_INVITATIONS = "TOO_MANY_INVITATIONS";

export const invitations = invitationLimiter();

/**
 * The invitation a request would send, or null for one better-auth refuses anyway (no
 * session, not an admin of that organisation, no address): those are not counted, so
 * nobody outside an organisation can use up its invitations.
 */
async function invitationOf(ctx: Parameters<typeof getSessionFromCtx>[0]): Promise<InvitationSend | null> {
  const body = ctx.body as { email?: unknown; organizationId?: unknown; resend?: unknown } | undefined;
  if (typeof body?.email !== "string") return null;
  const session = await getSessionFromCtx(ctx);
  if (!session) return null;
  const organizationId = typeof body.organizationId === "string" && body.organizationId ? body.organizationId : session.session.activeOrganizationId;
  if (typeof organizationId !== "string") return null;
  const member = await getPrisma().member.findFirst({ where: { userId: session.user.id, organizationId }, select: { role: true } });
  // Only admins invite (roles.ts).
  if (!member || toRole(member.role) !== "admin") return null;
  const recipient = body.email.trim().toLowerCase();
  // With `resend`, better-auth e-mails a pending invitation again instead of making a new one.
  const pending = body.resend === true ? await findPendingInvitation(organizationId, recipient) : null;
  return { organizationId, inviterId: session.user.id, recipient, resendOf: pending?.id };
}

export function limitInvitations() {
  return {
    id: "staydesk-limit-invitations",
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === INVITE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const invitation = await invitationOf(ctx);
            if (!invitation) return;
            const verdict = await invitations.take(invitation);
            if (!verdict.allowed) throw tooMany(TOO_MANY_INVITATIONS, verdict);
            holdUntilSettled(ctx, verdict.giveBack);
          }),
        },
      ],
      after: [{ matcher: (ctx: { path?: string }) => ctx.path === INVITE_PATH, handler: createAuthMiddleware(settle) }],
    },
  } satisfies BetterAuthPlugin;
}
