import type { NextRequest } from "next/server";
import { LocationPreviewQuery } from "@/lib/portal/intake/location-preview";
import { previewLocation } from "@/lib/portal/intake/preview-location";
import { problemResponse } from "@/lib/portal/problem-response";
import { getMember } from "@/lib/portal/session/get-member";
import { parseForm } from "@/lib/shared/forms";

// GET /api/geocode?mode=address&q=… | mode=coordinates&lat=…&lon=… | mode=place&q=…
// – the intake form's live location preview, for signed-in members only.
export async function GET(request: NextRequest) {
  const lookup = await getMember();
  if (lookup.status !== "member") return problemResponse("UNAUTHORIZED", "Sign in to use the location preview.");
  const query = parseForm(LocationPreviewQuery, Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) return problemResponse("VALIDATION_ERROR", "The location to preview is not complete.", { errors: query.fieldErrors });
  const preview = await previewLocation(query.data);
  // The gazetteer does not change while the process runs: the browser may keep answers a while.
  return Response.json(preview, { headers: { "cache-control": "private, max-age=300" } });
}
