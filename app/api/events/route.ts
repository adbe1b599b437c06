import type { NextRequest } from "next/server";
import { latestEventSeq, listEventsAfter } from "@/lib/portal/live/list-events-after";
import { openEventStream } from "@/lib/portal/live/open-event-stream";
import { getMember } from "@/lib/portal/session/get-member";
import { problemResponse } from "@/lib/portal/webhooks/problem-response";

export const dynamic = "force-dynamic";

function streamId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

// GET /api/events – the signed-in member's organisation's live events (text/event-stream);
// with Accept: application/json, the events after ?after= (the client's poll while the stream is down)
export async function GET(request: NextRequest) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse(401, "Unauthorized", "Sign in to receive live updates.");
  const organizationId = lookup.context.organization.id;
  const after = streamId(request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("after"));

  if (request.headers.get("accept")?.includes("application/json")) {
    const entries = after === null ? [] : await listEventsAfter(organizationId, after);
    return Response.json({ entries, latest: entries.at(-1)?.seq ?? after ?? (await latestEventSeq(organizationId)) }, { headers: { "cache-control": "no-store" } });
  }
  return new Response(openEventStream(organizationId, after, request.signal), {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    },
  });
}
