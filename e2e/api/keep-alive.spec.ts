import { expect, test } from "@playwright/test";
import { E2E_BASE_URL, E2E_BOOTSTRAP_KEY } from "../support/env";

// Answers given before the request body was read (413 on its Content-Length, 401 before
// the key is known) on keep-alive connections, the way Node's fetch reuses them: every
// innocent request that follows on the same connection must still get its answer.

const ENQUIRIES = `${E2E_BASE_URL}/external-api/v1/enquiries`;
const OVERSIZED = "x".repeat(2 * 1024 * 1024);

async function send(url: string, init: RequestInit) {
  try {
    const res = await fetch(url, init);
    await res.arrayBuffer();
    return { status: res.status, connection: res.headers.get("connection") };
  } catch (error) {
    return { status: 0, connection: String((error as { cause?: unknown }).cause ?? error) };
  }
}

test("oversized and unauthorised bodies alternating with normal requests on 8 keep-alive connections: none dropped", async () => {
  const hostile = [
    { headers: { "x-api-key": E2E_BOOTSTRAP_KEY, "content-type": "application/json" }, expected: 413 },
    { headers: { "x-api-key": "sd_test_notAKeyOfAnyone0123456789", "content-type": "application/json" }, expected: 401 },
  ];
  const results = await Promise.all(
    Array.from({ length: 8 }, async (_, lane) => {
      const seen: { kind: string; status: number; expected: number; connection: string | null }[] = [];
      for (let i = 0; i < 10; i++) {
        const bad = hostile[(lane + i) % hostile.length]!;
        const early = await send(ENQUIRIES, { method: "POST", headers: bad.headers, body: OVERSIZED });
        seen.push({ kind: "hostile", ...early, expected: bad.expected });
        const normal = await send(`${ENQUIRIES}/R0000000`, { headers: { "x-api-key": E2E_BOOTSTRAP_KEY } });
        seen.push({ kind: "normal", ...normal, expected: 404 });
      }
      return seen;
    }),
  );
  const all = results.flat();
  expect(all.filter((r) => r.status !== r.expected)).toEqual([]);
  // The early answers say so, so that the client does not reuse a connection whose body is unread.
  expect(all.filter((r) => r.kind === "hostile" && r.connection !== "close")).toEqual([]);
  // Ordinary answers keep the connection.
  expect(all.filter((r) => r.kind === "normal").every((r) => r.connection === "keep-alive")).toBe(true);
});

test("a body that was read completely keeps the connection open", async () => {
  const res = await send(ENQUIRIES, {
    method: "POST",
    headers: { "x-api-key": E2E_BOOTSTRAP_KEY, "content-type": "application/json" },
    body: "{not json",
  });
  expect(res).toEqual({ status: 400, connection: "keep-alive" });
});
