import type { AmendmentListQuery, EnquiryAmendment } from "@/lib/contract/amendment";
import { getPrisma } from "@/lib/db/prisma";
import { decodeCursor, encodeCursor } from "@/lib/shared/cursor";
import { getEnquiryOrThrow } from "../enquiries/get-enquiry-or-throw";
import { validationError } from "../errors";
import { AMENDMENT_SELECT, toWireAmendment } from "./amendment-record";

export type AmendmentPage = { amendments: EnquiryAmendment[]; nextCursor: string | null };

// Amendments of one enquiry are numbered without gaps or repeats: the version is the
// order, and the position of a page's last row (the shared cursor format).
function decodeVersion(cursor: string): number {
  const [version] = decodeCursor(cursor) ?? [];
  if (typeof version === "string" && /^\d{1,9}$/.test(version)) return Number(version);
  throw validationError({ cursor: ["Not a cursor of this list: use pagination.next as given."] });
}

/** The amendments of one of the account's enquiries, newest first, by keyset on the version. */
export async function listAmendments(accountId: string, enquiryRef: string, query: Partial<AmendmentListQuery> = {}): Promise<AmendmentPage> {
  const enquiry = await getEnquiryOrThrow(accountId, enquiryRef);
  const pageSize = query.pageSize ?? 20;
  const below = query.cursor ? decodeVersion(query.cursor) : null;
  const rows = await getPrisma().enquiryAmendment.findMany({
    where: { accountId, enquiryId: enquiry.id, ...(below !== null ? { version: { lt: below } } : {}) },
    orderBy: { version: "desc" },
    take: pageSize + 1, // one more tells whether a next page exists
    select: AMENDMENT_SELECT,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    amendments: page.map((row) => toWireAmendment(row, enquiry.serviceReference)),
    nextCursor: rows.length > pageSize && last ? encodeCursor([String(last.version)]) : null,
  };
}
