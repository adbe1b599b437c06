import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/**
 * Follows an enquiry of the member's organisation, or stops: a followed enquiry's
 * notifications reach them as they reach its sender. Only enquiries the organisation
 * tracks can be followed; following twice is one follow.
 */
export async function setEnquiryFollow(context: MemberContext, serviceReference: string, follow: boolean): Promise<void> {
  const db = getPrisma();
  const organizationId = context.organization.id;
  const key = { organizationId, userId: context.user.id, serviceReference };
  if (!follow) {
    await db.enquiryFollow.deleteMany({ where: key });
    return;
  }
  const tracked = await db.trackedEnquiry.findUnique({ where: { organizationId_reference: { organizationId, reference: serviceReference } }, select: { id: true } });
  if (!tracked) throw new PortalError("NOT_FOUND", "This enquiry is not one of the organisation's.");
  await db.enquiryFollow.upsert({ where: { organizationId_userId_serviceReference: key }, create: key, update: {} });
}

export async function isFollowing(context: MemberContext, serviceReference: string): Promise<boolean> {
  const row = await getPrisma().enquiryFollow.findUnique({
    where: { organizationId_userId_serviceReference: { organizationId: context.organization.id, userId: context.user.id, serviceReference } },
    select: { createdAt: true },
  });
  return row !== null;
}
