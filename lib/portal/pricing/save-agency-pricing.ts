import "server-only";
import type { z } from "zod";
import { getPrisma } from "@/lib/db/prisma";
import { parseClientInput } from "../clients/parse-client-input";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { AgencyPricingInput } from "./pricing-input";

/** The agency's default markup and white label, for enquiries without a client and clients that follow it (admins). */
export async function saveAgencyPricing(context: MemberContext, input: z.input<typeof AgencyPricingInput>): Promise<void> {
  if (context.member.role !== "admin") throw new PortalError("FORBIDDEN", `Only admins of ${context.organization.name} can change its prices; ask an admin.`);
  const { markupKind, whiteLabel, ...rest } = parseClientInput(AgencyPricingInput, input);
  const organizationId = context.organization.id;
  const fields = { ...rest, markupKind: markupKind ?? "none", whiteLabel: whiteLabel ?? false };
  await getPrisma().agencyPricing.upsert({ where: { organizationId }, create: { organizationId, ...fields }, update: fields });
}
