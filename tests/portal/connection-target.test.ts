import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createServiceClient, ServiceNetworkError } from "@/lib/client";
import { resetEnvCache } from "@/lib/env";
import { describeClientError } from "@/lib/portal/client-errors";
import { connectionFetch, connectionTargetProblem } from "@/lib/portal/connections/connection-fetch";
import { decryptApiKey, encryptApiKey, KeyDecryptionError } from "@/lib/portal/connections/key-cipher";
import { startReceiver, type Receiver } from "../delivery/receiver";

let receiver: Receiver;
beforeAll(async () => {
  process.env.STAYDESK_SECRET = "connection-target-test-secret-0123456789";
  receiver = await startReceiver(() => ({ status: 200, body: "internal-only" }));
});
afterAll(async () => {
  delete process.env.CONNECTION_ALLOW_PRIVATE_TARGETS;
  resetEnvCache();
  await receiver.close();
});

describe("a connection's base URL", () => {
  it.each([
    "http://169.254.169.254/latest/meta-data/iam/security-credentials",
    "http://127.0.0.1:9",
    "http://localhost:6379",
    "http://10.0.0.5",
    "http://[64:ff9b::a9fe:a9fe]",
  ])("refuses %s, a target inside the server's network", async (baseUrl) => {
    expect(await connectionTargetProblem(baseUrl)).toBe(
      "The service must be on the public internet: private, loopback, link-local and reserved addresses are refused.",
    );
  });

  it("says only that a name is not public or does not resolve: what it resolved to goes to the log", async () => {
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const loopback = await connectionTargetProblem("http://localhost:6379");
      expect(loopback).toBe("The service must be on the public internet: private, loopback, link-local and reserved addresses are refused.");
      const unresolvable = await connectionTargetProblem("https://no-such-host.invalid");
      expect(unresolvable).toBe("The service's host name does not resolve.");
      const logged = warned.mock.calls.map((args) => args.join(" ")).join("\n");
      expect(logged).toMatch(/localhost resolves to (127\.0\.0\.1|::1)/);
      expect(logged).toMatch(/no-such-host\.invalid does not resolve \((ENOTFOUND|EAI_AGAIN)\)/);
    } finally {
      warned.mockRestore();
    }
  });

  it("says the same when a saved address is refused at a call (Test connection), naming only what the admin typed", async () => {
    const baseUrl = `http://localhost:${receiver.port}`;
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const client = createServiceClient({ baseUrl, apiKey: "sd_test_connectionTargetKey0123456789", fetch: connectionFetch(baseUrl) });
      const error = await client.listWebhooks().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ServiceNetworkError);
      expect(describeClientError(error)).toBe(`Could not reach the service at ${baseUrl}. The host is not a public internet address.`);
      expect(receiver.received).toHaveLength(0);
    } finally {
      warned.mockRestore();
    }
  });

  it("allows the service built into this app", async () => {
    expect(await connectionTargetProblem(`http://localhost:${process.env.PORT ?? 3000}`)).toBeNull();
    expect(await connectionTargetProblem(`http://127.0.0.1:${process.env.PORT ?? 3000}`)).toBeNull();
  });

  it("checks again at every request, unless an operator allows private targets", async () => {
    const refused = await connectionFetch(receiver.url)(receiver.url).catch((e: unknown) => e);
    expect((refused as Error).name).toBe("TargetRefusedError");
    expect(receiver.received).toHaveLength(0);

    process.env.CONNECTION_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvCache();
    const res = await connectionFetch(receiver.url)(receiver.url);
    expect(res.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });
});

describe("the stored key", () => {
  it("decrypts only for the organisation and base URL it was entered for", () => {
    const stored = encryptApiKey({ organizationId: "org-1", baseUrl: "https://provider.example" }, "sd_test_secretkey");
    expect(decryptApiKey({ organizationId: "org-1", baseUrl: "https://provider.example" }, stored)).toBe("sd_test_secretkey");
    expect(() => decryptApiKey({ organizationId: "org-1", baseUrl: "https://attacker.example" }, stored)).toThrow(KeyDecryptionError);
    expect(() => decryptApiKey({ organizationId: "org-1", baseUrl: null }, stored)).toThrow(KeyDecryptionError);
    expect(() => decryptApiKey({ organizationId: "org-2", baseUrl: "https://provider.example" }, stored)).toThrow(KeyDecryptionError);
  });
});
