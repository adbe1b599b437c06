import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { revokeStreams } from "./revoke-streams";

// Ends a member's live streams (every instance's) as soon as what let them in changes,
// whichever way the change is made: the portal's server actions and better-auth's own
// HTTP endpoints both run these hooks, after the change is committed.
// - a session ends (sign-out, revoked, deleted with its user): its streams;
// - a session switches organisation: its streams of the previous one;
// - a membership is removed, left or given another role: that member's streams.

const MEMBERSHIP_PATHS = new Set(["/organization/remove-member", "/organization/leave", "/organization/update-member-role"]);

type MemberRow = { userId?: unknown; organizationId?: unknown };

function changedMember(returned: unknown): MemberRow | null {
  if (returned === null || typeof returned !== "object" || isAPIError(returned)) return null;
  // remove-member answers { member }, leave and update-member-role the member itself.
  return ("member" in returned ? (returned as { member: MemberRow }).member : returned) as MemberRow;
}

export function endLiveStreams() {
  return {
    id: "staydesk-end-live-streams",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            delete: { after: async (session: { id: string }) => revokeStreams({ kind: "session", sessionId: session.id }) },
            update: {
              after: async (session: { id: string; activeOrganizationId?: string | null } | null) => {
                if (session) revokeStreams({ kind: "active-organization", sessionId: session.id, activeOrganizationId: session.activeOrganizationId ?? null });
              },
            },
          },
        },
      },
    }),
    hooks: {
      after: [
        {
          matcher: (ctx: { path?: string }) => MEMBERSHIP_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const member = changedMember(ctx.context.returned);
            if (typeof member?.userId === "string" && typeof member.organizationId === "string") {
              revokeStreams({ kind: "member", userId: member.userId, organizationId: member.organizationId });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
