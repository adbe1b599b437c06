import "server-only";
import { getSessionCookie } from "better-auth/cookies";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { REQUESTED_PATH_HEADER, signInPath } from "../navigation/requested-path";
import type { Role } from "../membership/roles";
import { getMember, type MemberContext, type SignedInUser } from "./get-member";
import { getSession } from "./get-session";

/**
 * To sign in, and back to the page asked for afterwards. A request that still carries a
 * session's cookie had a session that has since ended (expired, signed out elsewhere,
 * revoked): an open page re-rendering, or a reload. Sign-in then says so.
 */
async function toSignIn(): Promise<never> {
  const requestHeaders = await headers();
  redirect(signInPath(requestHeaders.get(REQUESTED_PATH_HEADER), { ended: getSessionCookie(requestHeaders) !== null }));
}

/**
 * For pages and layouts: the member context; or a redirect to sign in or to create an
 * organisation; or a 403 page when `role` is required and the member lacks it.
 */
export async function requireMember(options: { role?: Role } = {}): Promise<MemberContext> {
  const lookup = await getMember();
  if (lookup.status === "signed-out") return toSignIn();
  if (lookup.status === "no-organization") redirect("/organisations/new");
  if (options.role && lookup.context.member.role !== options.role) forbidden();
  return lookup.context;
}

/** For pages that need a signed-in user but no organisation (creating one). */
export async function requireUser(): Promise<SignedInUser> {
  const session = await getSession();
  if (!session) return toSignIn();
  return { id: session.user.id, name: session.user.name, email: session.user.email };
}
