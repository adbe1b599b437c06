import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

// Addresses a production webhook may not reach: anything that is not the public
// internet (RFC 6890 special-purpose blocks). IPv4-mapped IPv6 addresses
// (::ffff:127.0.0.1) match the IPv4 rules too.
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, including cloud metadata endpoints
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * Why a host may not receive production webhooks, or null when every address it
 * resolves to is public. All addresses count: a name with one public and one private
 * address could be answered with either.
 */
export async function publicHostProblem(hostname: string, signal?: AbortSignal): Promise<string | null> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    try {
      const found = await abortable(lookup(host, { all: true, verbatim: true }), signal);
      addresses = found.map((a) => a.address);
    } catch (error) {
      if (signal?.aborted) throw error;
      return `${host} does not resolve (${(error as { code?: string }).code ?? "lookup failed"})`;
    }
  }
  const blocked = addresses.find((a) => !isPublicAddress(a));
  return blocked ? `${host} resolves to ${blocked}, a private, loopback or link-local address` : null;
}

// dns.lookup takes no signal; the attempt's timeout must still bound it.
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}
