import "server-only";
import { getPrisma } from "@/lib/db/prisma";

/** What a share page may show of the agency: these fields and nothing else of the organisation. */
export type AgencyCard = {
  name: string;
  email: string | null;
  phone: string | null;
  hasLogo: boolean;
  updatedAt: Date;
  /** false: no admin has saved Settings → Agency yet, and the card is the organisation's own name. */
  saved: boolean;
};

/**
 * The agency as its clients see it: the profile its admins saved, or, until one is saved,
 * the organisation's own name with no logo and no contact, so that a share link never
 * comes from nobody. Null only for an organisation that does not exist.
 */
export async function getAgencyProfile(organizationId: string): Promise<AgencyCard | null> {
  const db = getPrisma();
  const row = await db.agencyProfile.findUnique({
    where: { organizationId },
    select: { name: true, email: true, phone: true, logoType: true, updatedAt: true },
  });
  if (row) return { name: row.name, email: row.email, phone: row.phone, hasLogo: row.logoType !== null, updatedAt: row.updatedAt, saved: true };
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { name: true, createdAt: true } });
  return organization ? { name: organization.name, email: null, phone: null, hasLogo: false, updatedAt: organization.createdAt, saved: false } : null;
}
