import "server-only";
import { randomUUID } from "node:crypto";
import type { Enquiry } from "@/lib/contract/enquiry";
import { getPrisma } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MemberContext } from "../session/get-member";
import { trackedEnquiryFields } from "./tracked-enquiry-fields";

/**
 * Adds an enquiry the service has just created to the organisation's index, or refreshes
 * it when a retry of the same submission finds it there already (two racing requests for
 * one enquiry: the unique index lets one insert win, the other updates).
 */
export async function recordTrackedEnquiry(context: MemberContext, enquiry: Enquiry): Promise<void> {
  const db = getPrisma();
  const organizationId = context.organization.id;
  const fields = { ...trackedEnquiryFields(enquiry), state: enquiry.enquiryState?.state ?? "NEW" };
  const where = { organizationId_externalId: { organizationId, externalId: enquiry.externalId } };
  const existing = await db.trackedEnquiry.findUnique({ where, select: { id: true, createdById: true } });
  if (existing) {
    // The receiver may have indexed it first, from its ENQUIRY.CREATED event, without knowing who sent it.
    const creator = existing.createdById === "" ? { createdById: context.user.id, createdByName: context.user.name } : {};
    await db.trackedEnquiry.update({ where, data: { ...fields, ...creator } });
    return;
  }
  // Which key (generation) the enquiry was made with: a later key of another account cannot read it.
  const connection = await db.serviceConnection.findUnique({ where: { organizationId }, select: { keyGeneration: true } });
  try {
    await db.trackedEnquiry.create({
      data: {
        id: randomUUID(),
        organizationId,
        keyGeneration: connection?.keyGeneration ?? 1,
        createdById: context.user.id,
        createdByName: context.user.name,
        ...fields,
      },
    });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    await db.trackedEnquiry.update({ where, data: { ...fields, createdById: context.user.id, createdByName: context.user.name } });
  }
}
