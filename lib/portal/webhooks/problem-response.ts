/** An RFC 9457 problem+json answer of the portal's own endpoints (never a stack trace). */
export function problemResponse(status: number, title: string, detail?: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ type: "about:blank", title, status, ...(detail ? { detail } : {}) }), {
    status,
    headers: { "content-type": "application/problem+json", ...headers },
  });
}
