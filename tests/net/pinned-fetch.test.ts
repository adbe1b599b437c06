import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedFetch } from "@/lib/net";
import { startReceiver, type Receiver } from "../delivery/receiver";

let receiver: Receiver;
const big = "x".repeat(300_000);
// Answers with the connection it came on: the address the client reached and its port.
let echo: Server;
let echoPort: number;
beforeAll(async () => {
  receiver = await startReceiver(() => ({ status: 200, body: big, delayMs: 20 }));
  echo = createServer((req, res) => req.resume().on("end", () => res.end(`${req.socket.localAddress} ${req.socket.remotePort}`)));
  await new Promise<void>((resolve) => echo.listen(0, "0.0.0.0", resolve));
  echoPort = (echo.address() as AddressInfo).port;
});
afterAll(async () => {
  await receiver.close();
  echo.closeAllConnections();
  echo.close();
});

async function connectionOf(address: string): Promise<{ reached: string; port: string }> {
  const res = await pinnedFetch({ address, family: 4 })(`http://pinned.invalid:${echoPort}/x`, { method: "POST", body: "{}" });
  const [reached, port] = (await res.text()).split(" ");
  // The connection goes back to its pool just after the body's end.
  await new Promise((resolve) => setImmediate(resolve));
  return { reached: reached!, port: port! };
}

describe("pinnedFetch", () => {
  it("connects to the pinned address whatever the URL's host, keeping the host name in the request", async () => {
    const res = await pinnedFetch({ address: "127.0.0.1", family: 4 })(`http://pinned.invalid:${receiver.port}/x`, { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBe(big.length);
    expect(receiver.received.at(-1)?.headers.host).toBe(`pinned.invalid:${receiver.port}`);
  });

  it("reuses a kept-alive connection to the same pinned address", async () => {
    const first = await connectionOf("127.0.0.1");
    const second = await connectionOf("127.0.0.1");
    expect(second).toEqual(first);
  });

  it("never sends over a connection made to another address, for the same host name", async () => {
    const one = await connectionOf("127.0.0.1");
    const other = await connectionOf("127.0.0.2");
    expect(one.reached).toBe("127.0.0.1");
    expect(other.reached).toBe("127.0.0.2");
    // And back: the first address's pool still reaches the first address only.
    expect((await connectionOf("127.0.0.1")).reached).toBe("127.0.0.1");
  });
});
