import type { LookupAddress, LookupOptions } from "node:dns";
import { Agent, fetch as undiciFetch } from "undici";
import type { PinnedAddress } from "./resolve-target";

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A fetch whose connections all go to `pinned`, whatever the URL's host resolves to
 * now. The URL keeps its host name, so the Host header and TLS (SNI and the
 * certificate's name) are those of the name; only the address is fixed. Each call gets
 * its own connection pool, closed once the response has been read.
 */
export function pinnedFetch(pinned: PinnedAddress): typeof fetch {
  const lookup = (_host: string, options: LookupOptions, callback: LookupCallback) => {
    // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const agent = new Agent({ connect: { lookup }, keepAliveTimeout: 1000 });
    try {
      const response = await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
        ...(init as Parameters<typeof undiciFetch>[1]),
        dispatcher: agent,
      });
      // Waits for the body to be read or cancelled, then frees the socket.
      void agent.close().catch(() => undefined);
      return response as unknown as Response;
    } catch (error) {
      void agent.destroy().catch(() => undefined);
      throw error;
    }
  }) as typeof fetch;
}
