import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { memberAudit, recordAudit } from "../audit/record-audit";
import { PortalError } from "../errors";
import type { MemberContext } from "../session/get-member";

/** Removes a rate (admins); another organisation's rate is "not found". */
export async function deleteExchangeRate(context: MemberContext, id: string): Promise<void> {
  const db = getPrisma();
  const row = await db.exchangeRate.findFirst({ where: { id, organizationId: context.organization.id }, select: { currency: true, baseCurrency: true, rate: true, asOf: true } });
  if (!row) throw new PortalError("NOT_FOUND", "That rate does not exist; it may have been deleted already.");
  const audit = await memberAudit(context, "exchange-rate-deleted", `Exchange rate 1 ${row.baseCurrency} = ${row.rate} ${row.currency} of ${row.asOf} deleted.`);
  await db.$transaction(async (tx) => {
    await tx.exchangeRate.deleteMany({ where: { id, organizationId: context.organization.id } });
    await recordAudit(audit, tx);
  });
}
