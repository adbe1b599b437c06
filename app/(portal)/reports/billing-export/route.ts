import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { memberAudit, recordAudit } from "@/lib/portal/audit/record-audit";
import { problemResponse } from "@/lib/portal/problem-response";
import { billingSpendCsv } from "@/lib/portal/reports/billing-spend-csv";
import { getBillingSpend } from "@/lib/portal/reports/get-billing-spend";
import { periodOf, ReportQuery } from "@/lib/portal/reports/report-query";
import { getMember } from "@/lib/portal/session/get-member";

export const dynamic = "force-dynamic";

// GET /reports/billing-export – the report's booked spend by client and cost centre, per
// currency, as CSV, for the page's period and sender (?format=spreadsheet: with a byte-order mark)
export async function GET(request: NextRequest) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to export the report.");
  const { organization, user } = lookup.context;
  const params = request.nextUrl.searchParams;
  const query = ReportQuery.parse(Object.fromEntries(params));
  const spreadsheet = params.get("format") === "spreadsheet";
  const period = periodOf(query, new Date());
  const spend = await getBillingSpend(organization.id, period, query.agent === "me" ? user.id : query.agent);
  await recordAudit(await memberAudit(lookup.context, "export-made", `Booked spend by cost centre exported as CSV (${period.from} to ${period.to}).`));
  return new Response(Readable.toWeb(billingSpendCsv(spend.byCostCentre, { bom: spreadsheet })) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="spend-by-cost-centre-${period.from}-to-${period.to}${spreadsheet ? "-spreadsheet" : ""}.csv"`,
      "cache-control": "no-store",
    },
  });
}
