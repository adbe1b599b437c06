import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ProviderInstance } from "./providers";
import { provisioningToken } from "./secrets";

// A provider without an extension: a real HTTP server in front of a remote instance (an
// account of its own there) that passes the v1 API on, so that the portal connects to it
// and sends enquiries as to any provider, and answers 404 on the extension's paths, as a
// service that never had them does. Without messages: the messages and attachments paths;
// without amendments: the amendments path; without booking changes: a booking's changes paths.

export type WithoutExtension = { provider: ProviderInstance; close: () => Promise<void> };

/** A provider without the messages extension. */
export function startWithoutMessages(behind: ProviderInstance, name: string): Promise<WithoutExtension> {
  return startWithoutExtension(behind, name, ["messages", "attachments"]);
}

/** A provider without the amendments extension. */
export function startWithoutAmendments(behind: ProviderInstance, name: string): Promise<WithoutExtension> {
  return startWithoutExtension(behind, name, ["amendments"]);
}

/** A provider without the booking changes extension. */
export function startWithoutBookingChanges(behind: ProviderInstance, name: string): Promise<WithoutExtension> {
  return startWithoutExtension(behind, name, ["changes"]);
}

async function startWithoutExtension(behind: ProviderInstance, name: string, missing: string[]): Promise<WithoutExtension> {
  const missingPath = new RegExp(`/(${missing.join("|")})(/|\\?|$)`);
  const made = await fetch(`${behind.url}/external-api/v1/sandbox/accounts`, {
    method: "POST",
    headers: { "x-provisioning-token": provisioningToken(), "content-type": "application/json" },
    body: JSON.stringify({ accountName: `portal:e2e-${randomBytes(6).toString("hex")}` }),
  });
  if (made.status !== 201) throw new Error(`${behind.name} made no account: ${made.status} ${await made.text()}`);
  const { apiKey } = ((await made.json()) as { data: { apiKey: string } }).data;
  const target = new URL(behind.url);
  const server = http.createServer((req, res) => {
    if (missingPath.test(req.url ?? "")) {
      req.resume();
      res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not Found</h1>");
      return;
    }
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.socket?.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    provider: { ...behind, name, url, baseUrl: url, key: apiKey },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
