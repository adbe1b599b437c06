import { getPhoto } from "@/lib/portal/photos/get-photo";
import { problemResponse } from "@/lib/portal/problem-response";

// GET /api/photos/{signature}/{url} – a provider's photo, fetched by the portal for the
// comparison, the share page and their printout, so that the browser loads it from the
// portal's own origin. Only URLs this server signed are fetched (the signature is the
// authorisation: the share page is anonymous). The answer is the checked image alone,
// with its checked type, that may run nothing; a refusal never carries the provider's body.
export async function GET(_request: Request, { params }: { params: Promise<{ signature: string; url: string }> }) {
  const { signature, url } = await params;
  const photo = await getPhoto(signature, url);
  if (photo.status === "not-found") return problemResponse("RESOURCE_NOT_FOUND", "No such photo.");
  if (photo.status === "busy") return problemResponse("SERVICE_UNAVAILABLE", "Too many photos are being fetched; try again shortly.", { headers: { "retry-after": "5" } });
  if (photo.status === "refused") {
    return new Response("The provider's photo could not be shown.", {
      status: 502,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=60", "x-content-type-options": "nosniff" },
    });
  }
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "content-type": photo.type,
      "content-length": String(photo.bytes.byteLength),
      // The URL names the photo and is signed: it can be kept for long.
      "cache-control": "public, max-age=2592000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    },
  });
}
