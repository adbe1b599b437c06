import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { beginShutdown, isShuttingDown } from "./shutdown-state";

/** How long closing the connections may take after the drain. */
const CLOSE_MS = 5_000;

export type ShutdownOptions = {
  server: Server;
  /** How long in-flight requests and deliveries get before the process exits anyway. */
  graceMs: number;
  /** Background work that finishes what it holds (lib/runtime/background.ts); awaited with the requests. */
  drain: () => Promise<void>;
  /** Runs last, after the requests and the drain (connections to close). */
  close: () => Promise<void>;
};

/**
 * Graceful shutdown on SIGTERM and SIGINT: /readyz answers 503 at once and live streams
 * close (their browsers reconnect, through the load balancer, to another instance), the
 * listener stops accepting, requests in flight finish (their connections then close
 * instead of staying alive), `drain` finishes the deliveries it holds, then the process
 * exits 0. After `graceMs` it exits 1 whatever is left; a second signal exits at once.
 * Returns the request hook that server.ts calls first for every request.
 */
export function installGracefulShutdown(o: ShutdownOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const inFlight = new Set<ServerResponse>();

  function track(_req: IncomingMessage, res: ServerResponse): void {
    // A request that arrives on a kept-alive connection during shutdown is still served,
    // but its connection closes after it.
    if (isShuttingDown()) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (isShuttingDown()) o.server.closeIdleConnections();
    });
  }

  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    const started = Date.now();
    console.log(`[staydesk] ${signal}: shutting down (${inFlight.size} request(s) in flight, grace ${o.graceMs} ms)`);
    beginShutdown();
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise<void>((resolve) => o.server.close(() => resolve()));
    o.server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<"expired">((resolve) => (timer = setTimeout(() => resolve("expired"), o.graceMs)));
    const outcome = await Promise.race([Promise.all([closed, o.drain()]).then(() => "done" as const), expired]);
    clearTimeout(timer);
    if (outcome === "expired") {
      console.error(`[staydesk] grace period over with ${inFlight.size} request(s) still open: closing them`);
      o.server.closeAllConnections();
    }
    // The database's and the signals' connections close on sockets that do not keep the
    // process alive: without a timer of its own it could end here, with code 0 and nothing
    // said. The timer also bounds a close that never finishes.
    let closing: NodeJS.Timeout | undefined;
    await Promise.race([
      o.close().catch((error: unknown) => console.error("[staydesk] closing:", error)),
      new Promise<void>((resolve) => (closing = setTimeout(resolve, CLOSE_MS))),
    ]);
    clearTimeout(closing);
    console.log(`[staydesk] stopped in ${Date.now() - started} ms`);
    process.exit(outcome === "done" ? 0 : 1);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (isShuttingDown()) {
      console.error(`[staydesk] ${signal} again: exiting now`);
      process.exit(1);
    }
    void shutdown(signal);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  return track;
}
