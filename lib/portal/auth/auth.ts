import "server-only";
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { organization } from "better-auth/plugins/organization";
import { getPrisma } from "@/lib/db/prisma";
import { dialectOf } from "@/lib/db/sql";
import { getEnv } from "@/lib/env";
import { mailMode } from "@/lib/mail/mail-mode";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { deriveKey } from "@/lib/secrets";
import { limitInvitations } from "../invitations/limit-invitations";
import { sendInvitationMail } from "../invitations/send-invitation-mail";
import { limitOrganizations } from "../organizations/limit-organizations";
import { getPortalUrl } from "../portal-url";
import { endLiveStreams } from "../live/end-live-streams";
import { startInOrganization } from "./start-in-organization";
import { RESET_LINK_MINUTES, sendResetPasswordMail, sendSignUpExistingMail, sendVerificationMail, VERIFY_LINK_HOURS } from "./account-mail";
import { markVerifiedAfterReset } from "./mark-verified-after-reset";
import { personNameRule } from "./person-name-rule";
import { emailChangeGuard } from "./email-change-guard";
import { signUpConfirmation } from "./sign-up-confirmation";
import { limitAttempts, RESET_LINK_PATH, settleAttempts, SIGN_IN_PATH, SIGN_UP_PATH } from "./attempt-limits";
import { ac, isRole, roles } from "../membership/roles";

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
  const mail = mailMode() !== "off";
  // Sign-up confirmed by e-mail: no session until the address is confirmed, and the same
  // answer for an address that already has an account (its owner is told by e-mail).
  const verify = getEnv().REQUIRE_EMAIL_VERIFICATION;
  return betterAuth({
    appName: "Staydesk",
    baseURL: getPortalUrl(),
    secret: deriveKey("auth").toString("base64url"),
    database: prismaAdapter(getPrisma(), { provider: dialectOf() === "postgres" ? "postgresql" : "sqlite" }),
    telemetry: { enabled: false },
    user: {
      modelName: "portalUser",
      // The member's IANA time zone, from their browser: set by the portal, never by a sign-up form.
      additionalFields: { timeZone: { type: "string", required: false, input: false } },
      // The new address is confirmed by a link sent to it; the account keeps its address until then.
      changeEmail: { enabled: mail },
    },
    session: { modelName: "portalSession" },
    account: { modelName: "portalAccount" },
    // Reset tokens are stored as hashes: the table alone does not let anyone reset a password.
    verification: { modelName: "portalVerification", storeIdentifier: "hashed" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: !verify,
      requireEmailVerification: verify,
      onExistingUserSignUp: mail ? sendSignUpExistingMail : undefined,
      sendResetPassword: mail ? sendResetPasswordMail : undefined,
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: markVerifiedAfterReset,
    },
    emailVerification: mail
      ? {
          sendVerificationEmail: sendVerificationMail,
          sendOnSignUp: verify,
          // Signing in with the right password to an unconfirmed account sends a fresh link.
          sendOnSignIn: true,
          autoSignInAfterVerification: true,
          expiresIn: VERIFY_LINK_HOURS * 60 * 60,
        }
      : undefined,
    // Sign-in, sign-up and password-reset requests, per account and per client address, on every path.
    hooks: { before: limitAttempts, after: settleAttempts },
    // Per client address, on better-auth's other HTTP endpoints, counted in the database.
    // The address is the one server.ts worked out from the connection and TRUSTED_PROXIES;
    // a client's own X-Forwarded-For is never believed. Sign-in, sign-up and password-reset
    // requests are left to the hooks above, which count the server actions too, with the same numbers.
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "portalRateLimit",
      customRules: { [SIGN_IN_PATH]: false, [SIGN_UP_PATH]: false, [RESET_LINK_PATH]: false },
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    plugins: [
      organization({
        ac,
        roles,
        // Every admin counts as an "owner" for better-auth: an organisation cannot lose
        // its last admin, and only admins may invite admins.
        creatorRole: "admin",
        disableOrganizationDeletion: true,
        // E-mailed (when this server sends mail); the admin can also copy the link.
        sendInvitationEmail: mail ? (invitation) => sendInvitationMail(invitation) : undefined,
        invitationExpiresIn: 7 * 24 * 60 * 60,
        cancelPendingInvitationsOnReInvite: true,
        organizationHooks: {
          beforeCreateInvitation: async ({ invitation }) => refuseUnknownRole(invitation.role),
          beforeUpdateMemberRole: async ({ newRole }) => refuseUnknownRole(newRole),
          beforeAddMember: async ({ member }) => refuseUnknownRole(member.role),
        },
      }),
      endLiveStreams(),
      startInOrganization(),
      // A person's name keeps the sign-up form's rule on better-auth's own endpoints too.
      personNameRule(),
      // A confirmation link never leaves a password the owner of the address did not choose.
      signUpConfirmation(),
      // Changing one's address needs the password, and the old address is told, with a way back.
      emailChangeGuard(),
      // Invitations and new organisations per account, per organisation, per address; organisations' names.
      limitInvitations(),
      limitOrganizations(),
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
