import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
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
    expect(await connectionTargetProblem(baseUrl)).toMatch(/^The service must be on the public internet: .*not a public internet address/);
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
