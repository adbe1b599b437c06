import "server-only";
import { randomUUID } from "node:crypto";
import type { EnquiryAmendment } from "@/lib/contract/amendment";
import { getPrisma } from "@/lib/db/prisma";
import { isUniqueViolation } from "@/lib/db/sql";

/** The provider's enquiry an amendment belongs to, in one of the organisation's connections. */
export type AmendmentSource = { organizationId: string; connectionId: string; serviceReference: string };

/**
 * Keeps an amendment the portal learnt of, once per connection and amendment: the
 * provider's answer to a member's change and its ENQUIRY.AMENDED event (delivered once or
 * several times, before or after the answer) make one row. The answer brings the member's
 * submission key, kept so that the same submission sent again finds the change it made.
 */
export async function recordAmendment(source: AmendmentSource, amendment: EnquiryAmendment, submissionKey?: string): Promise<void> {
  const db = getPrisma();
  const where = { connectionId_amendmentId: { connectionId: source.connectionId, amendmentId: amendment.id } };
  const update = submissionKey ? { submissionKey } : {};
  const create = {
    id: randomUUID(),
    organizationId: source.organizationId,
    connectionId: source.connectionId,
    serviceReference: source.serviceReference,
    amendmentId: amendment.id,
    version: amendment.version,
    changes: JSON.stringify(amendment.changes),
    authorName: amendment.authorName,
    amendedAt: new Date(amendment.createdAt),
    submissionKey: submissionKey ?? null,
  };
  try {
    await db.portalAmendment.upsert({ where, create, update });
  } catch (error) {
    // The answer and the event at the same moment: the other one made the row.
    if (!isUniqueViolation(error)) throw error;
    await db.portalAmendment.update({ where, data: update });
  }
}
