import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** The member has looked at the enquiry now: its quotes are read. */
export async function markEnquirySeen(organizationId: string, userId: string, serviceReference: string): Promise<void> {
  const seenAt = new Date();
  await getPrisma().enquirySeen.upsert({
    where: { organizationId_userId_serviceReference: { organizationId, userId, serviceReference } },
    create: { organizationId, userId, serviceReference, seenAt },
    update: { seenAt },
  });
}
