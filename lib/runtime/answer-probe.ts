import type { IncomingMessage, ServerResponse } from "node:http";
import { checkReadiness } from "./check-readiness";

/**
 * `/healthz` (the process answers) and `/readyz` (it should get traffic), for load
 * balancers and orchestrators; answered before the portal and the service, without auth.
 * Returns false for any other path.
 */
export function answerProbe(req: IncomingMessage, res: ServerResponse): boolean {
  const path = req.url?.split("?", 1)[0];
  if (path !== "/healthz" && path !== "/readyz") return false;
  if (req.method !== "GET" && req.method !== "HEAD") {
    send(res, 405, { status: "method not allowed" }, { Allow: "GET, HEAD" });
    return true;
  }
  if (path === "/healthz") {
    send(res, 200, { status: "ok" });
    return true;
  }
  void checkReadiness().then((r) => send(res, r.ready ? 200 : 503, r.ready ? { status: "ready" } : { status: "unavailable", reason: r.reason }));
  return true;
}

function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : text);
}
