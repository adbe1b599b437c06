import "server-only";
import type { z } from "zod";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { assertClientAdmin, CLIENT_NOT_FOUND } from "../clients/client-access";
import { parseClientInput } from "../clients/parse-client-input";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";
import { markupWords, toMarkup } from "./markup";
import { ClientPricingInput } from "./pricing-input";

/** Sets a client's markup and white label, or has them follow the agency's default (admins; a client in use, in the organisation only). */
export async function saveClientPricing(context: MemberContext, clientId: string, input: z.input<typeof ClientPricingInput>): Promise<void> {
  assertClientAdmin(context);
  const pricing = parseClientInput(ClientPricingInput, input);
  const organizationId = context.organization.id;
  const audit = await memberAudit(context, "client-changed", "");
  await getPrisma().$transaction(async (tx) => {
    const before = await tx.client.findFirst({ where: { id: clientId, organizationId }, select: { name: true, archivedAt: true } });
    if (!before) throw new PortalError("NOT_FOUND", CLIENT_NOT_FOUND);
    if (before.archivedAt) throw new PortalError("CONFLICT", `${before.name} is archived: restore it before changing it.`);
    await tx.client.update({ where: { id: clientId }, data: pricing });
    const markup = pricing.markupKind === null ? "the agency's default markup" : `markup ${markupWords(toMarkup(pricing)).toLowerCase()}`;
    const label = pricing.whiteLabel === null ? "the agency's default white label" : pricing.whiteLabel ? "white label on" : "white label off";
    await recordAudit({ ...audit, summary: `Client ${before.name}: ${markup}; ${label}.` }, tx);
  });
}
