import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import { auditCsv } from "@/lib/portal/audit/audit-csv";
import { AuditQuery } from "@/lib/portal/audit/audit-query";
import { getMember } from "@/lib/portal/session/get-member";
import { problemResponse } from "@/lib/portal/problem-response";

export const dynamic = "force-dynamic";

// GET /settings/audit/export – the organisation's audit trail as CSV, with the page's filters (admins)
export async function GET(request: NextRequest) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to export the audit trail.");
  if (lookup.context.member.role !== "admin") return problemResponse("FORBIDDEN", "Only admins can see the audit trail.");
  const query = AuditQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return new Response(Readable.toWeb(auditCsv(lookup.context.organization.id, query)) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
