import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { LOGO_MAX_BYTES, sniffLogo } from "./logo-image";

export type AgencyProfileInput = { name: string; email: string | null; phone: string | null; logo: File | null; removeLogo: boolean };

/** The agency as its clients see it on share links. Admins only (the action checks the role). */
export async function saveAgencyProfile(context: MemberContext, input: AgencyProfileInput): Promise<void> {
  let logo: { logo: Uint8Array<ArrayBuffer>; logoType: string } | { logo: null; logoType: null } | null = null;
  if (input.logo && input.logo.size > 0) {
    if (input.logo.size > LOGO_MAX_BYTES) {
      throw new PortalError("INVALID", "Please correct the highlighted fields.", { logo: [`The logo is ${Math.ceil(input.logo.size / 1024)} KB; it can be at most ${LOGO_MAX_BYTES / 1024} KB.`] });
    }
    const bytes = new Uint8Array(await input.logo.arrayBuffer());
    const type = sniffLogo(bytes);
    if (!type) throw new PortalError("INVALID", "Please correct the highlighted fields.", { logo: ["The logo must be a PNG, JPEG or WebP image."] });
    logo = { logo: bytes, logoType: type };
  } else if (input.removeLogo) {
    logo = { logo: null, logoType: null };
  }
  const organizationId = context.organization.id;
  const fields = { name: input.name, email: input.email, phone: input.phone, ...(logo ?? {}) };
  await getPrisma().agencyProfile.upsert({ where: { organizationId }, create: { organizationId, ...fields }, update: fields });
}
