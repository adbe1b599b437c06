import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
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
 * Closing lingers (as nginx's lingering_close does): the answer is followed by a FIN, and
 * what the client still sends of the body is read and dropped until it stops or for at
 * most LINGER_MS. Closing at once would reset the connection under the client's write,
 * and the client would see the reset instead of the answer.
 */
export function createServiceListener(app = createServiceApp()) {
  const listener = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
      // `complete` is set once the parser has taken the whole message off the wire,
      // whether or not the app consumed it.
      if (!req.complete) {
        this.setHeader("connection", "close");
        lingerOnClose(req.socket);
      }
      return writeHead.apply(this, args);
    } as ServerResponse["writeHead"];
    return listener(req, res);
  };
}

const LINGER_MS = 5_000;

function lingerOnClose(socket: Socket) {
  // Node closes a `Connection: close` socket with destroySoon() once the answer is written;
  // the HTTP parser keeps consuming (and dropping) the body until the socket is destroyed.
  socket.destroySoon = function (this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("end", () => {
      clearTimeout(timer);
      this.destroy();
    });
  };
}
