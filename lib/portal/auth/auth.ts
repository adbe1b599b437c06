import "server-only";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { organization } from "better-auth/plugins/organization";
import { getPrisma } from "@/lib/db/prisma";
import { deriveKey } from "@/lib/secrets";
import { getPortalUrl } from "../portal-url";
import { ac, isRole, roles } from "./roles";

// better-auth owns passwords (scrypt), sessions and their cookies, organisations,
// members and invitations. The service already has a model named Account, so
// better-auth's own tables are renamed Portal*: `modelName` is the Prisma client's
// property name (model PortalUser is prisma.portalUser).

function refuseUnknownRole(role: string) {
  if (!role.split(",").every((part) => isRole(part.trim()))) {
    throw new APIError("BAD_REQUEST", { message: "The role must be admin or agent." });
  }
}

function createAuth() {
  return betterAuth({
    appName: "Staydesk",
    baseURL: getPortalUrl(),
    secret: deriveKey("auth").toString("base64url"),
    database: prismaAdapter(getPrisma(), { provider: "sqlite" }),
    telemetry: { enabled: false },
    user: { modelName: "portalUser" },
    session: { modelName: "portalSession" },
    account: { modelName: "portalAccount" },
    verification: { modelName: "portalVerification" },
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128, autoSignIn: true },
    plugins: [
      organization({
        ac,
        roles,
        // Every admin counts as an "owner" for better-auth: an organisation cannot lose
        // its last admin, and only admins may invite admins.
        creatorRole: "admin",
        disableOrganizationDeletion: true,
        // Invitations are shared as links by the admin; nothing is e-mailed.
        invitationExpiresIn: 7 * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        organizationHooks: {
          beforeCreateInvitation: async ({ invitation }) => refuseUnknownRole(invitation.role),
          beforeUpdateMemberRole: async ({ newRole }) => refuseUnknownRole(newRole),
          beforeAddMember: async ({ member }) => refuseUnknownRole(member.role),
        },
      }),
      // Last, as better-auth asks: lets server actions set the session cookie.
      nextCookies(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per process, shared by route handlers, server components and scripts.
const globalForAuth = globalThis as unknown as { staydeskAuth?: Auth };

export function getAuth(): Auth {
  globalForAuth.staydeskAuth ??= createAuth();
  return globalForAuth.staydeskAuth;
}
