import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { getSession } from "./get-session";

/**
 * The organisation this session was working in and its user no longer belongs to (an
 * admin removed them), by name; null otherwise. Read from the session's active
 * organisation, which stays set after a removal, so the person can be told why the
 * organisation's pages are gone rather than meeting an unexplained fresh start.
 */
export async function formerOrganization(): Promise<{ name: string } | null> {
  const session = await getSession();
  const organizationId = session?.session.activeOrganizationId;
  if (!session || !organizationId) return null;
  const db = getPrisma();
  const stillMember = await db.member.findFirst({ where: { userId: session.user.id, organizationId }, select: { id: true } });
  if (stillMember) return null;
  return db.organization.findUnique({ where: { id: organizationId }, select: { name: true } });
}
