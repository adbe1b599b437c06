import ipaddr from "ipaddr.js";

// Which addresses a request the server makes on someone else's behalf (a webhook
// delivery, a call to a connection's base URL) may reach: global unicast only. An allow
// list rather than a list of bad ranges, because every list of bad ranges so far missed
// one (NAT64 64:ff9b::/96, IPv4-compatible ::/96, 6to4 2002::/16, site-local fec0::/10,
// IPv4-translated ::ffff:0:0:0/96), and each is a way back into the private network.

/** 2000::/3, the only IPv6 block IANA hands out as global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");

/**
 * True when `address` (an IP literal, v4 or v6) is a global unicast address. IPv4-mapped
 * IPv6 addresses (::ffff:10.0.0.1) are judged as the IPv4 address they reach; anything
 * that does not parse is not global.
 */
export function isGlobalUnicast(address: string): boolean {
  const literal = address.replace(/^\[(.*)\]$/, "$1");
  if (!ipaddr.isValid(literal)) return false;
  // process() turns ::ffff:a.b.c.d into a.b.c.d, the address the socket really reaches.
  const ip = ipaddr.process(literal);
  if (ip.kind() === "ipv4") return ip.range() === "unicast";
  const v6 = ip as ipaddr.IPv6;
  // Inside 2000::/3, ipaddr.js still names the special blocks: 6to4, Teredo,
  // documentation, benchmarking, ORCHID and the like are not "unicast".
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === "unicast";
}
