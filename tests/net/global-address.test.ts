import { describe, expect, it } from "vitest";
import { isGlobalUnicast, resolveTarget, TargetRefusedError } from "@/lib/net";

describe("isGlobalUnicast", () => {
  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
    "[2a00:1450:4009:81f::200e]",
  ])("allows the global address %s", (address) => {
    expect(isGlobalUnicast(address)).toBe(true);
  });

  it.each([
    ["0.0.0.0", "this network"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "link-local, cloud metadata"],
    ["192.0.0.170", "IETF protocol assignments"],
    ["198.18.0.1", "benchmarking"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["fd00::1", "unique local"],
    ["fe80::1", "link-local"],
    ["ff02::1", "multicast"],
    // The ranges the old block list missed: each reaches an IPv4 or private address.
    ["64:ff9b::a9fe:a9fe", "NAT64 of 169.254.169.254"],
    ["::7f00:1", "IPv4-compatible 127.0.0.1"],
    ["::a00:1", "IPv4-compatible 10.0.0.1"],
    ["2002:7f00:1::", "6to4 of 127.0.0.1"],
    ["fec0::1", "site-local"],
    ["::ffff:0:a00:1", "IPv4-translated 10.0.0.1"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata address"],
    ["2001::1", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["not-an-address", "not an address"],
  ])("refuses %s (%s)", (address) => {
    expect(isGlobalUnicast(address)).toBe(false);
  });
});

describe("resolveTarget", () => {
  it("refuses a name that resolves to loopback: the message says which rule, the detail (for the log) the address", async () => {
    const refused = await resolveTarget("localhost", { allowPrivate: false }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TargetRefusedError);
    expect(refused).toMatchObject({ kind: "not-public", message: "The host is not a public internet address." });
    expect((refused as TargetRefusedError).detail).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public internet address/);
  });

  it("refuses a private literal, allows it when the operator allows private targets", async () => {
    await expect(resolveTarget("[::1]", { allowPrivate: false })).rejects.toMatchObject({ kind: "not-public", detail: "::1 is not a public internet address" });
    await expect(resolveTarget("169.254.169.254", { allowPrivate: false })).rejects.toThrow(TargetRefusedError);
    await expect(resolveTarget("127.0.0.1", { allowPrivate: true })).resolves.toEqual({ address: "127.0.0.1", family: 4 });
  });

  it("says when a name does not resolve, and how the lookup failed only in the detail", async () => {
    const refused = await resolveTarget("no-such-host.invalid", { allowPrivate: true }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ kind: "unresolvable", message: "The host name does not resolve." });
    expect((refused as TargetRefusedError).detail).toMatch(/^no-such-host\.invalid does not resolve \(ENOTFOUND|EAI_AGAIN/);
  });
});
