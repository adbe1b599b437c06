import type { NextRequest } from "next/server";
import { deskEnquiryVersion, queueVersion } from "@/lib/service/backoffice/desk-version";
import { getSignedInSpecialist } from "@/lib/service/backoffice/web/session";

export const dynamic = "force-dynamic";

const NO_STORE = { "cache-control": "no-store" };
const problem = (status: number, title: string, detail: string) =>
  Response.json({ type: "about:blank", title, status, detail }, { status, headers: { ...NO_STORE, "content-type": "application/problem+json" } });

// GET /specialist/version?enquiry={reference} – the version of an enquiry's page (or, without it, of the queue), for open pages to follow changes
export async function GET(request: NextRequest) {
  if (!(await getSignedInSpecialist())) return problem(401, "Unauthorized", "Sign in to the back office.");
  const reference = request.nextUrl.searchParams.get("enquiry");
  const version = reference === null ? await queueVersion() : await deskEnquiryVersion(reference);
  if (version === null) return problem(404, "Not Found", `There is no enquiry ${reference}.`);
  return Response.json({ version }, { headers: NO_STORE });
}
