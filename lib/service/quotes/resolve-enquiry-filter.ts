import { readStatement } from "@/lib/db/raw";
import { sql } from "@/lib/db/sql";
import { notFound } from "../errors";

const BY_REFERENCE = sql(`SELECT id FROM "Enquiry" WHERE "serviceReference" = ? AND "accountId" = ?`);
const BY_EXTERNAL_ID = sql(`SELECT id FROM "Enquiry" WHERE "accountId" = ? AND "externalId" = ?`);

/**
 * The enquiry a list filter names, as its internal id; undefined when there is no filter.
 * Each filter must name an enquiry of this account (404 otherwise). Both together must
 * name the same one: when they name two different enquiries, nothing matches (null).
 */
export async function resolveEnquiryFilter(
  accountId: string,
  filter: { serviceEnquiryReference?: string; enquiryExternalId?: string },
): Promise<string | null | undefined> {
  let byReference: string | undefined;
  let byExternalId: string | undefined;
  if (filter.serviceEnquiryReference !== undefined) {
    byReference = (await readStatement<[string, string], { id: string }>(BY_REFERENCE).get(filter.serviceEnquiryReference, accountId))?.id;
    if (!byReference) throw notFound(`Enquiry ${filter.serviceEnquiryReference}`);
  }
  if (filter.enquiryExternalId !== undefined) {
    byExternalId = (await readStatement<[string, string], { id: string }>(BY_EXTERNAL_ID).get(accountId, filter.enquiryExternalId))?.id;
    if (!byExternalId) throw notFound(`Enquiry with externalId ${filter.enquiryExternalId}`);
  }
  if (byReference && byExternalId && byReference !== byExternalId) return null;
  return byReference ?? byExternalId;
}
