import type { LookupAddress, LookupOptions } from "node:dns";
import { Agent, fetch as undiciFetch, request as undiciRequest } from "undici";
import type { PinnedAddress } from "./resolve-target";

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

// Connections are kept alive and reused, one pool per pinned address: a webhook burst to
// one receiver would otherwise open (and tear down) a TCP connection per delivery, which
// cost more than the delivery itself. A pool's connections were all made to its address,
// so reusing one never reaches an address other than the one just checked; a name that
// now resolves elsewhere gets another pool. Pools are few (one per receiver address), and
// the least recently used are closed beyond POOL_LIMIT; idle connections close after
// KEEP_ALIVE_MS.
const POOL_LIMIT = 256;
const KEEP_ALIVE_MS = 4_000;

const globalForPools = globalThis as unknown as { staydeskPinnedPools?: Map<string, Agent> };
const pools = (globalForPools.staydeskPinnedPools ??= new Map());

function poolFor(pinned: PinnedAddress): Agent {
  const key = `${pinned.family}/${pinned.address}`;
  let agent = pools.get(key);
  if (agent) {
    // Most recently used last, so that the first entry is the one to evict.
    pools.delete(key);
    pools.set(key, agent);
    return agent;
  }
  const lookup = (_host: string, options: LookupOptions, callback: LookupCallback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  agent = new Agent({ connect: { lookup }, keepAliveTimeout: KEEP_ALIVE_MS, keepAliveMaxTimeout: KEEP_ALIVE_MS });
  if (pools.size >= POOL_LIMIT) {
    const [oldest, old] = pools.entries().next().value!;
    pools.delete(oldest);
    // Lets its requests in flight finish, then closes its connections.
    void old.close().catch(() => undefined);
  }
  pools.set(key, agent);
  return agent;
}

/**
 * A fetch whose connections all go to `pinned`, whatever the URL's host resolves to
 * now. The URL keeps its host name, so the Host header and TLS (SNI and the
 * certificate's name) are those of the name; only the address is fixed.
 */
export function pinnedFetch(pinned: PinnedAddress): typeof fetch {
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher: poolFor(pinned),
    })) as unknown as typeof fetch;
}

/**
 * undici's `request` (not WHATWG fetch) on the same pinned pools: no Request, Response or
 * web stream per call, which is most of what a webhook delivery costs in this process.
 * Redirects are never followed; the body is a Node stream.
 */
export function pinnedRequest(pinned: PinnedAddress): typeof undiciRequest {
  return ((url: Parameters<typeof undiciRequest>[0], options?: Parameters<typeof undiciRequest>[1]) =>
    undiciRequest(url, { ...options, dispatcher: poolFor(pinned) })) as typeof undiciRequest;
}
