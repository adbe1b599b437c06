import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { enquiriesCsv } from "@/lib/portal/enquiries/export-enquiries";
import { memberAudit, recordAudit } from "@/lib/portal/audit/record-audit";
import { EnquiryListQuery, queryParams } from "@/lib/portal/enquiries/enquiry-list-query";
import { getMember } from "@/lib/portal/session/get-member";
import { problemResponse } from "@/lib/portal/problem-response";

export const dynamic = "force-dynamic";

// GET /enquiries/export – the enquiries the list's filters show, in its order, as CSV
// (?format=spreadsheet: with a byte-order mark and dates a spreadsheet reads as dates)
export async function GET(request: NextRequest) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to export enquiries.");
  const { organization, user } = lookup.context;
  const params = request.nextUrl.searchParams;
  const query = EnquiryListQuery.parse(Object.fromEntries(params));
  const format = params.get("format") === "spreadsheet" ? "spreadsheet" : "csv";

  const filters = queryParams({ ...query, after: undefined, before: undefined }).toString();
  await recordAudit(
    await memberAudit(lookup.context, "export-made", `Enquiries exported as ${format === "spreadsheet" ? "CSV for spreadsheets" : "CSV"}${filters ? ` (${decodeURIComponent(filters.replaceAll("+", " ")).replaceAll("&", ", ")})` : ""}.`),
  );
  const csv = enquiriesCsv(organization.id, user.id, query, format);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="enquiries-${day}${format === "spreadsheet" ? "-spreadsheet" : ""}.csv"`,
      "cache-control": "no-store",
    },
  });
}
