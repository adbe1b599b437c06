import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServiceApp } from "./app";

/**
 * The service app as a Node request listener, for server.ts and the benchmarks.
 *
 * An answer sent before the request body was read (413 on Content-Length, 401 or 400
 * before parsing) would otherwise say `Connection: keep-alive` while the adapter gives the
 * unread body only a short drain before destroying the socket: the client's next request
 * on that connection then fails with "other side closed". Such answers say
 * `Connection: close` instead, so the client opens a new connection and loses nothing.
 */
export function createServiceListener(app = createServiceApp()) {
  const listener = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      // `complete` is set once the parser has taken the whole message off the wire,
      // whether or not the app consumed it.
      if (!req.complete) this.setHeader("connection", "close");
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    return listener(req, res);
  };
}
