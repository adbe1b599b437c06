import type { NextRequest } from "next/server";
import { latestEventSeq, listEventsAfter } from "@/lib/portal/live/list-events-after";
import { openEventStream } from "@/lib/portal/live/open-event-stream";
import { takeStreamSlot } from "@/lib/portal/live/stream-slots";
import { getMember } from "@/lib/portal/session/get-member";
import { problemResponse } from "@/lib/portal/problem-response";

export const dynamic = "force-dynamic";

// How long a browser refused for the caps waits before it tries to open a stream again
// (it polls meanwhile).
const RETRY_AFTER_S = 30;

function streamId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

// GET /api/events – the signed-in member's organisation's live events (text/event-stream);
// with Accept: application/json, the events after ?after= (the client's poll while the stream is down)
export async function GET(request: NextRequest) {
  const checkedAt = Date.now();
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to receive live updates.");
  const { context, session } = lookup;
  const organizationId = context.organization.id;
  const after = streamId(request.headers.get("last-event-id") ?? request.nextUrl.searchParams.get("after"));

  if (request.headers.get("accept")?.includes("application/json")) {
    const entries = after === null ? [] : await listEventsAfter(organizationId, after);
    return Response.json({ entries, latest: entries.at(-1)?.seq ?? after ?? (await latestEventSeq(organizationId)) }, { headers: { "cache-control": "no-store" } });
  }

  const slot = await takeStreamSlot({ sessionId: session.id, organizationId });
  if (!slot.granted) {
    const detail =
      slot.limit === "session"
        ? `This sign-in already has ${slot.max} live streams open (one per tab). Close a tab to get live updates here; until then this page refreshes every few seconds.`
        : `Your organisation already has ${slot.max} live streams open. Close some tabs to get live updates here; until then this page refreshes every few seconds.`;
    return problemResponse("TOO_MANY_REQUESTS", detail, { headers: { "retry-after": String(RETRY_AFTER_S), "cache-control": "no-store" } });
  }
  const holder = {
    sessionId: session.id,
    activeOrganizationId: session.activeOrganizationId,
    userId: context.user.id,
    organizationId,
    memberId: context.member.id,
    role: context.member.role,
  };
  return new Response(openEventStream({ holder, slotId: slot.slotId, after, checkedAt, signal: request.signal }), {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    },
  });
}
