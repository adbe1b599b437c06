import "server-only";
import { getSessionCookie } from "better-auth/cookies";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { REQUESTED_PATH_HEADER, signInPath } from "../navigation/requested-path";
import type { Role } from "../auth/roles";
import { getMember, type MemberContext, type SignedInUser } from "./get-member";
import { getSession } from "./get-session";

/**
 * For pages and layouts: the member context; or a redirect to sign in (which returns to
 * the page asked for afterwards) or to create an organisation; or a 403 page when
 * `role` is required and the member lacks it. A request that still carries a session's
 * cookie had a session that has since ended (expired, signed out elsewhere, revoked):
 * an open page re-rendering, or a reload. Sign-in then says so.
 */
export async function requireMember(options: { role?: Role } = {}): Promise<MemberContext> {
  const lookup = await getMember();
  if (lookup.status === "signed-out") {
    const requestHeaders = await headers();
    redirect(signInPath(requestHeaders.get(REQUESTED_PATH_HEADER), { ended: getSessionCookie(requestHeaders) !== null }));
  }
  if (lookup.status === "no-organization") redirect("/organisations/new");
  if (options.role && lookup.context.member.role !== options.role) forbidden();
  return lookup.context;
}

/** For pages that need a signed-in user but no organisation (creating one, accepting an invitation). */
export async function requireUser(): Promise<SignedInUser> {
  const session = await getSession();
  if (!session) redirect("/sign-in");
  return { id: session.user.id, name: session.user.name, email: session.user.email };
}
