import { getAgencyLogo } from "@/lib/portal/agency/get-agency-logo";
import { problemResponse } from "@/lib/portal/problem-response";
import { findLiveShareLink } from "@/lib/portal/share-links/find-share-link";

// GET /share/{token}/logo – the agency's uploaded logo, for whoever holds a working link.
// Only images whose bytes were checked at upload (PNG, JPEG, WebP) are stored; they are
// served with their own type, never sniffed, and may run nothing.
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const link = await findLiveShareLink((await params).token);
  const logo = link ? await getAgencyLogo(link.organizationId) : null;
  if (!logo) return problemResponse("RESOURCE_NOT_FOUND", "This link shows no logo.");
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "content-type": logo.type,
      "content-length": String(logo.bytes.length),
      "cache-control": "private, max-age=300",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    },
  });
}
