import type { NextRequest } from "next/server";

// A page that needs a session learns which page was asked for from this request header,
// so that signing in can return there (a deep link to an enquiry survives the sign-in).
// Layouts and pages are not given the URL by Next.js; the proxy is, and passes it on.

export const REQUESTED_PATH_HEADER = "x-staydesk-requested-path";

/**
 * The request's headers plus the path and query that were asked for. Whatever a client
 * sent under the same name is overwritten, so the value is always this request's own URL.
 */
export function withRequestedPath(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.set(REQUESTED_PATH_HEADER, requestedPath(request.nextUrl));
  return headers;
}

/** The path and query of a page request, without the router's cache-busting `_rsc` parameter. */
export function requestedPath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("_rsc");
  const query = search.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

/** Why the sign-in page was opened, when it should say so. */
export const SESSION_ENDED = "session-ended";

/**
 * The sign-in page, asked to return to `path` afterwards when there is one worth
 * returning to (the dashboard is where signing in goes anyway); with `ended`, it says
 * that the session has ended (what a person sees who pressed a button a while after
 * signing in).
 */
export function signInPath(path: string | null | undefined, options: { ended?: boolean } = {}): string {
  const search = new URLSearchParams();
  if (path && path !== "/" && path !== "/dashboard" && !path.startsWith("/sign-in")) search.set("next", path);
  if (options.ended) search.set("reason", SESSION_ENDED);
  const query = search.toString();
  return query ? `/sign-in?${query}` : "/sign-in";
}
