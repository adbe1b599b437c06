import { NextResponse, type NextRequest } from "next/server";
import { isDevelopment, portalUrlIsHttps } from "@/lib/env";

// The browser's half of the portal's defences, applied to every page by proxy.ts: a
// Content-Security-Policy with a fresh nonce per request (Next.js puts it on its own
// scripts when it finds the policy on the request), no framing (the admin buttons
// cannot be clickjacked), no MIME sniffing, a referrer that stops at the origin, and HSTS
// when the portal is served over https.

/** The request header that carries the nonce to server code (the API reference page reads it). */
export const NONCE_HEADER = "x-nonce";

export function contentSecurityPolicy(nonce: string, options: { development: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': scripts loaded by a nonced script may load theirs (Next's chunks).
    // eval only for React's development tools, never in production.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ""}`,
    // Inline style attributes (React's style prop, Radix's positioning): they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Development's hot reload talks over a WebSocket to the same host.
    `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

function newNonce(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Continues the request with the policy (and nonce) on it, and the security headers on the response. */
/** Passes `requestHeaders` (the request's own unless another proxy step changed them) on with the nonce. */
export function withSecurityHeaders(request: NextRequest, requestHeaders = new Headers(request.headers)): NextResponse {
  const nonce = newNonce();
  const https = portalUrlIsHttps() || request.nextUrl.protocol === "https:";
  const policy = contentSecurityPolicy(nonce, { development: isDevelopment(), https });

  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  applySecurityHeaders(response.headers, policy, https);
  return response;
}

export function applySecurityHeaders(headers: Headers, policy: string, https: boolean): void {
  headers.set("content-security-policy", policy);
  headers.set("x-frame-options", "DENY");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  if (https) headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
}
