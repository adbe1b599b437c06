import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** What a share page may show of the agency: these fields and nothing else of the organisation. */
export type AgencyCard = { name: string; email: string | null; phone: string | null; hasLogo: boolean; updatedAt: Date };

export async function getAgencyProfile(organizationId: string): Promise<AgencyCard | null> {
  const row = await getPrisma().agencyProfile.findUnique({
    where: { organizationId },
    select: { name: true, email: true, phone: true, logoType: true, updatedAt: true },
  });
  return row ? { name: row.name, email: row.email, phone: row.phone, hasLogo: row.logoType !== null, updatedAt: row.updatedAt } : null;
}
