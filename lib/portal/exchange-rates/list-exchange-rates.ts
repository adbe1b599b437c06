import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import type { ExchangeRateRow } from "./pick-rate";

const LIMIT = 500;

/** The organisation's rates, newest day first (on one day, the one entered last first). */
export async function listExchangeRates(organizationId: string): Promise<(ExchangeRateRow & { createdAt: Date })[]> {
  return getPrisma().exchangeRate.findMany({
    where: { organizationId },
    orderBy: [{ asOf: "desc" }, { createdAt: "desc" }],
    take: LIMIT,
    select: { id: true, currency: true, baseCurrency: true, rate: true, asOf: true, createdAt: true },
  });
}
