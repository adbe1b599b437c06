import ipaddr from "ipaddr.js";

/**
 * The request header in which server.ts hands the client's address to the portal. It is
 * always overwritten, whatever the client sent, so nothing downstream has to decide
 * whether to believe X-Forwarded-For.
 */
export const CLIENT_ADDRESS_HEADER = "x-staydesk-client-address";

function parse(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const literal = value.trim().replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(literal) ? ipaddr.process(literal) : null;
}

function isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6, trusted: readonly string[]): boolean {
  return trusted.some((entry) => {
    const [network, prefix] = entry.includes("/") ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), null];
    const net = network.kind() === "ipv6" && (network as ipaddr.IPv6).isIPv4MappedAddress() ? (network as ipaddr.IPv6).toIPv4Address() : network;
    if (net.kind() !== address.kind()) return false;
    if (prefix === null) return net.toString() === address.toString();
    return address.match(net as never, prefix);
  });
}

/**
 * The client's address: the connection's peer, unless the peer is a trusted proxy, in
 * which case X-Forwarded-For is walked from the right (each proxy appends the address it
 * saw) past trusted proxies to the first address that is not one. With no trusted
 * proxies, X-Forwarded-For is ignored: anyone can write it.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: readonly string[]): string {
  const peerAddress = peer ? parse(peer) : null;
  if (!peerAddress) return "unknown";
  if (!isTrusted(peerAddress, trusted)) return peerAddress.toString();
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "")).split(",").filter((h) => h.trim());
  let client = peerAddress;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = parse(hops[i]!);
    if (!hop) break; // garbage from beyond the last trusted proxy: stop at what we know
    client = hop;
    if (!isTrusted(hop, trusted)) break;
  }
  return client.toString();
}

/** The client's address as server.ts handed it on (`unknown` when nothing did). */
export function clientAddressOf(headers: Headers | null | undefined): string {
  return headers?.get(CLIENT_ADDRESS_HEADER)?.trim() || "unknown";
}

/**
 * What a per-address limit counts: an IPv4 address itself, an IPv6 address's /64. A
 * subscriber is usually given a whole /64 and can move through it at will, so counting
 * single IPv6 addresses would count nothing.
 */
export function limitedNetwork(address: string): string {
  const parsed = parse(address);
  if (!parsed) return address;
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
