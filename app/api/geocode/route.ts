import type { NextRequest } from "next/server";
import { LocationPreviewQuery } from "@/lib/portal/enquiries/location-preview";
import { previewLocation } from "@/lib/portal/enquiries/preview-location";
import { getMember } from "@/lib/portal/session/get-member";

// GET /api/geocode?mode=address&q=… | mode=coordinates&lat=…&lon=… | mode=place&q=…
// – the intake form's live location preview, for signed-in members only.
export async function GET(request: NextRequest) {
  const lookup = await getMember();
  if (lookup.status !== "member") return Response.json({ error: "Sign in to use the location preview." }, { status: 401 });
  const query = LocationPreviewQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return Response.json({ error: query.error.issues[0]?.message ?? "Invalid query." }, { status: 400 });
  const preview = await previewLocation(query.data);
  // The gazetteer does not change while the process runs: the browser may keep answers a while.
  return Response.json(preview, { headers: { "cache-control": "private, max-age=300" } });
}
