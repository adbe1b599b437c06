import type { NextRequest } from "next/server";
import { withRequestedPath } from "@/lib/portal/navigation/requested-path";
import { withSecurityHeaders } from "@/lib/portal/security-headers";

// Next.js 16's request proxy (formerly middleware): only composes the portal's request
// steps, each in lib/portal: the requested path for sign-in's return, then the security
// headers with the request's nonce.
export function proxy(request: NextRequest) {
  return withSecurityHeaders(request, withRequestedPath(request));
}

export const config = {
  // Every page and route of the portal (the provider's property pages under /properties
  // too); not Next's static assets nor the property illustrations (files that carry no
  // script), nor the service's API (server.ts hands it to Hono, which sets its own headers),
  // nor a provider's photo (its route sets the headers of an image that may run nothing:
  // Next.js keeps a header this proxy set over the route's own).
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico|icon.svg|properties/[^/]+\\.svg|api/photos/).*)" }],
};
