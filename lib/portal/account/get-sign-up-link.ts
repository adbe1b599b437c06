import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getAuth } from "../auth/auth";
import { readSignUpLink } from "../auth/sign-up-link";

export type SignUpLinkState = { state: "open"; email: string } | { state: "confirmed" } | { state: "invalid" };

/** What a sign-up's confirmation link can still do, for the page where its password is chosen. */
export async function getSignUpLink(token: string): Promise<SignUpLinkState> {
  const link = await readSignUpLink(token, (await getAuth().$context).secret);
  if (!link) return { state: "invalid" };
  const user = await getPrisma().portalUser.findUnique({ where: { id: link.userId }, select: { email: true, emailVerified: true } });
  if (!user || user.email !== link.email) return { state: "invalid" };
  return user.emailVerified ? { state: "confirmed" } : { state: "open", email: user.email };
}
