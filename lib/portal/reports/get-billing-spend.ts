import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { listBillingClients } from "../enquiries/list-billing-clients";
import { spendByBilling } from "./figures";
import type { ReportPeriod } from "./report-query";

/** A client id's name as the report says it: an archived client is said so (a client in use may have its name now). */
export async function clientLabels(organizationId: string): Promise<(clientId: string) => string> {
  const names = new Map((await listBillingClients(organizationId)).map((c) => [c.id, c.archived ? `${c.name} (archived)` : c.name]));
  return (clientId) => names.get(clientId) ?? "A client since removed";
}

/**
 * The report's booked spend by client and cost centre alone (its CSV download): the same
 * enquiries as the page's (sent in the period, by the sender when given), fewer columns.
 */
export async function getBillingSpend(organizationId: string, period: ReportPeriod, createdById: string | undefined): Promise<ReturnType<typeof spendByBilling>> {
  const [rows, label] = await Promise.all([
    getPrisma().trackedEnquiry.findMany({
      where: { organizationId, ...(createdById === undefined ? {} : { createdById }), createdAt: { gte: period.start, lt: period.end }, bookedAt: { not: null } },
      select: { state: true, bookedAt: true, bookedTotalCents: true, bookedCurrency: true, clientId: true, costCentreCode: true },
    }),
    clientLabels(organizationId),
  ]);
  return spendByBilling(rows, label);
}
