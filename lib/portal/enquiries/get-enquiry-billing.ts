import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** Who an enquiry is billed to, as its page shows it; null when the intake form named none of it. */
export type EnquiryBillingView = {
  client: { id: string; name: string; archived: boolean } | null;
  /** The traveller's name; "removed" when the client no longer has them. */
  traveller: { name: string } | "removed" | null;
  /** The code as chosen, and the cost centre's label while the client still has it. */
  costCentre: { code: string; label: string | null } | null;
  poNumber: string | null;
  projectCode: string | null;
};

/** The billing the intake form kept with the organisation's enquiry `reference` (its page's reference). */
export async function getEnquiryBilling(organizationId: string, reference: string): Promise<EnquiryBillingView | null> {
  const db = getPrisma();
  const row = await db.trackedEnquiry.findFirst({
    where: { organizationId, reference },
    select: { clientId: true, travellerId: true, costCentreCode: true, poNumber: true, projectCode: true },
  });
  if (!row || (!row.clientId && !row.poNumber && !row.projectCode)) return null;
  const client = row.clientId
    ? await db.client.findFirst({
        where: { id: row.clientId, organizationId },
        select: {
          id: true,
          name: true,
          archivedAt: true,
          travellers: { where: { id: row.travellerId ?? "" }, select: { givenName: true, familyName: true } },
          costCentres: { where: { code: row.costCentreCode ?? "" }, select: { label: true } },
        },
      })
    : null;
  const traveller = client?.travellers[0];
  return {
    client: client ? { id: client.id, name: client.name, archived: client.archivedAt !== null } : null,
    traveller: row.travellerId ? (traveller ? { name: `${traveller.givenName} ${traveller.familyName}` } : "removed") : null,
    costCentre: row.costCentreCode ? { code: row.costCentreCode, label: client?.costCentres[0]?.label ?? null } : null,
    poNumber: row.poNumber,
    projectCode: row.projectCode,
  };
}
