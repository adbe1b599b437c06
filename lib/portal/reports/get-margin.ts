import "server-only";
import { getPrisma } from "@/lib/db/prisma";
import { pricingForClients } from "../pricing/get-pricing";
import { marginByCurrency, type MarginRow } from "./margin";
import type { ReportPeriod } from "./report-query";

/**
 * The agency's margin on the report's bookings (sent in the period, by the sender when
 * given; standing and priced, as the booked spend counts them), at each client's markup
 * as set now, or the agency's default.
 */
export async function getMargin(organizationId: string, period: ReportPeriod, createdById: string | undefined): Promise<MarginRow[]> {
  const rows = await getPrisma().trackedEnquiry.findMany({
    where: {
      organizationId,
      ...(createdById === undefined ? {} : { createdById }),
      createdAt: { gte: period.start, lt: period.end },
      bookedAt: { not: null },
      state: { not: "BOOKING_CANCELLED" },
      bookedTotalCents: { not: null },
      bookedCurrency: { not: null },
    },
    select: { bookedTotalCents: true, bookedCurrency: true, clientId: true, checkIn: true, checkOut: true },
  });
  const pricingOf = await pricingForClients(organizationId, rows.flatMap((r) => (r.clientId ? [r.clientId] : [])));
  return marginByCurrency(
    rows.map((r) => ({ ...r, bookedTotalCents: r.bookedTotalCents!, bookedCurrency: r.bookedCurrency! })),
    (clientId) => pricingOf(clientId).markup,
  );
}
