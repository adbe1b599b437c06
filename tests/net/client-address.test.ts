import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddress, clientAddressOf, limitedNetwork } from "@/lib/net/client-address";

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted: anyone can write it", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", [])).toBe("203.0.113.9");
    expect(clientAddress("::ffff:127.0.0.1", "9.9.9.9", [])).toBe("127.0.0.1");
  });

  it("believes a trusted proxy, walking past trusted hops from the right", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", ["10.0.0.0/8"])).toBe("198.51.100.7");
    // The client wrote a first entry itself; the proxies appended what they saw.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.9", ["10.0.0.0/8"])).toBe("198.51.100.7");
    expect(clientAddress("127.0.0.1", "198.51.100.7", ["127.0.0.1"])).toBe("198.51.100.7");
  });

  it("does not believe a proxy that is not on the list", () => {
    expect(clientAddress("192.168.1.5", "198.51.100.7", ["10.0.0.0/8"])).toBe("192.168.1.5");
  });

  it("stops at an entry that is not an address", () => {
    expect(clientAddress("10.0.0.2", "evil, 198.51.100.7", ["10.0.0.0/8"])).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "garbage", ["10.0.0.0/8"])).toBe("10.0.0.2");
  });
});

describe("limitedNetwork", () => {
  it("counts an IPv4 address itself and an IPv6 address by its /64, which one subscriber can roam", () => {
    expect(limitedNetwork("198.51.100.7")).toBe("198.51.100.7");
    expect(limitedNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(limitedNetwork("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(limitedNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitedNetwork("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(limitedNetwork("unknown")).toBe("unknown");
  });

  it("reads the address server.ts handed on, and nothing else", () => {
    expect(clientAddressOf(new Headers({ [CLIENT_ADDRESS_HEADER]: "198.51.100.7", "x-forwarded-for": "6.6.6.6" }))).toBe("198.51.100.7");
    expect(clientAddressOf(new Headers({ "x-forwarded-for": "6.6.6.6" }))).toBe("unknown");
    expect(clientAddressOf(undefined)).toBe("unknown");
  });
});
