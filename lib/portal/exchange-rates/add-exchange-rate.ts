import "server-only";
import { randomUUID } from "node:crypto";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import type { MemberContext } from "../session/get-member";
import type { ExchangeRateInput } from "./rate-input";

/** A dated rate of the organisation (admins): used from its day on, until a newer one for the pair. */
export async function addExchangeRate(context: MemberContext, input: ExchangeRateInput): Promise<{ id: string }> {
  const id = randomUUID();
  const audit = await memberAudit(context, "exchange-rate-added", `Exchange rate 1 ${input.baseCurrency} = ${input.rate} ${input.currency} added for ${input.asOf}.`);
  await getPrisma().$transaction(async (tx) => {
    await tx.exchangeRate.create({ data: { id, organizationId: context.organization.id, createdById: context.user.id, ...input } });
    await recordAudit(audit, tx);
  });
  return { id };
}
