import type { NextRequest } from "next/server";
import { deskEnquiryVersion, queueVersion } from "@/lib/service/backoffice/desk-version";
import { openVersionStream } from "@/lib/service/backoffice/version-stream";
import { getSpecialistBySession } from "@/lib/service/backoffice/auth/get-specialist-by-session";
import { SPECIALIST_COOKIE } from "@/lib/service/backoffice/auth/session-token";
import { deskProblem } from "@/lib/service/backoffice/web/route-guard";

export const dynamic = "force-dynamic";

// GET /specialist/version/stream?enquiry={reference} – the version of an enquiry's page (or
// of the queue) as server-sent events, sent again whenever it changes; the open page
// re-reads itself on a new one. /specialist/version stays for polling when the stream is down.
export async function GET(request: NextRequest) {
  // The session is checked again while the stream is open: signing out ends it.
  const token = request.cookies.get(SPECIALIST_COOKIE)?.value;
  if (!(await getSpecialistBySession(token))) return deskProblem(401, "Sign in to the back office.");
  const reference = request.nextUrl.searchParams.get("enquiry");
  const stream = openVersionStream({
    read: () => (reference === null ? queueVersion() : deskEnquiryVersion(reference)),
    allowed: async () => (await getSpecialistBySession(token)) !== null,
    signal: request.signal,
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    },
  });
}
