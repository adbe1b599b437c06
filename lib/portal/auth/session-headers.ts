import "server-only";

/**
 * Request headers that carry a session better-auth has just created: the request's own,
 * with the Cookie header replaced by the cookies of its answer. The browser only sends
 * the new cookie with its next request; a follow-up call in the same server action
 * (joining an invitation) needs it now.
 */
export function sessionHeaders(incoming: Headers, answer: Headers): Headers {
  const headers = new Headers(incoming);
  const cookies = answer.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  return headers;
}
