import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A real webhook receiver on 127.0.0.1 for the delivery tests: it records every request
// and answers as the test says (status, delay, headers, body).

export type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number };
export type Reply = { status?: number; delayMs?: number; headers?: Record<string, string>; body?: string };
export type Replier = (request: Received, count: number) => Reply;

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

export async function startReceiver(replier: Replier = () => ({ status: 200 })) {
  const received: Received[] = [];
  let reply = replier;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      received.push(request);
      const r = reply(request, received.length);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(r.status ?? 200, { "content-type": "text/plain", ...r.headers });
        res.end(r.body ?? "ok");
      }, r.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Requests for one event, in arrival order. */
    forEvent: (eventId: string) => received.filter((r) => r.headers["x-event-id"] === eventId),
    answer(next: Replier) {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls until `check` holds (or throws with `what` after `timeoutMs`). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
