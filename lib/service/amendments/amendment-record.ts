import type { AmendmentChange, EnquiryAmendment } from "@/lib/contract/amendment";
import { formatTimestamp } from "@/lib/contract/common";

/** What an amendment's wire shape is read from. */
export const AMENDMENT_SELECT = { id: true, version: true, changes: true, authorName: true, createdAt: true } as const;

export type AmendmentRow = { id: string; version: number; changes: unknown; authorName: string | null; createdAt: Date };

/** An amendment as the API answers it; `serviceReference` is its enquiry's. */
export function toWireAmendment(row: AmendmentRow, serviceReference: string): EnquiryAmendment {
  return {
    id: row.id,
    enquiryId: serviceReference,
    version: row.version,
    // Written by amendEnquiry from the contract's own shapes.
    changes: (typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes) as AmendmentChange[],
    authorName: row.authorName,
    createdAt: formatTimestamp(row.createdAt),
  };
}
