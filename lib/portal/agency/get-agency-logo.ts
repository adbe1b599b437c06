import "server-only";
import { getPrisma } from "@/lib/db/prisma";

export async function getAgencyLogo(organizationId: string): Promise<{ bytes: Uint8Array; type: string } | null> {
  const row = await getPrisma().agencyProfile.findUnique({ where: { organizationId }, select: { logo: true, logoType: true } });
  return row?.logo && row.logoType ? { bytes: row.logo, type: row.logoType } : null;
}
