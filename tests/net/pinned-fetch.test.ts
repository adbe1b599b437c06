import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedFetch } from "@/lib/net";
import { startReceiver, type Receiver } from "../delivery/receiver";

let receiver: Receiver;
const big = "x".repeat(300_000);
beforeAll(async () => {
  receiver = await startReceiver(() => ({ status: 200, body: big, delayMs: 20 }));
});
afterAll(() => receiver.close());

describe("pinnedFetch", () => {
  it("connects to the pinned address whatever the URL's host, keeping the host name in the request", async () => {
    const res = await pinnedFetch({ address: "127.0.0.1", family: 4 })(`http://pinned.invalid:${receiver.port}/x`, { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    // The whole body arrives, although the pool is closed as soon as the answer starts.
    expect((await res.text()).length).toBe(big.length);
    expect(receiver.received.at(-1)?.headers.host).toBe(`pinned.invalid:${receiver.port}`);
  });
});
