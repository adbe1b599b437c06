import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { getPrisma } from "@/lib/db/prisma";

// A new session starts in the organisation it would work in anyway (the user's oldest
// membership, see chooseMembership), recorded rather than implied: when an admin later
// removes the user from it, the session still names it, and the portal can tell the
// person which organisation they were removed from (formerOrganization).

export function startInOrganization() {
  return {
    id: "staydesk-start-in-organization",
    init: () => ({
      options: {
        databaseHooks: {
          session: {
            create: {
              before: async (session: { userId: string; activeOrganizationId?: string | null }) => {
                if (session.activeOrganizationId) return;
                const oldest = await getPrisma().member.findFirst({
                  where: { userId: session.userId },
                  select: { organizationId: true },
                  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
                });
                return oldest ? { data: { ...session, activeOrganizationId: oldest.organizationId } } : undefined;
              },
            },
          },
        },
      },
    }),
  } satisfies BetterAuthPlugin;
}
