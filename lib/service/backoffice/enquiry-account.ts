import { getPrisma } from "@/lib/db/prisma";
import { notFound } from "@/lib/service/errors";

/**
 * The enquiry's own account and internal id, by its serviceReference: the back office
 * works for every account, and reads and writes an enquiry's messages as its account's.
 */
export async function getEnquiryAccountOrThrow(serviceReference: string): Promise<{ accountId: string; enquiryId: string }> {
  const row = await getPrisma().enquiry.findUnique({ where: { serviceReference }, select: { id: true, accountId: true } });
  if (!row) throw notFound(`Enquiry ${serviceReference}`);
  return { accountId: row.accountId, enquiryId: row.id };
}
