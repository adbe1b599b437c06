import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isGlobalUnicast } from "./global-address";

/** An address the caller has checked and will connect to, whatever DNS says later. */
export type PinnedAddress = { address: string; family: 4 | 6 };

export type RefusalKind = "not-public" | "unresolvable";

/**
 * The target may not be reached. Its message, and whatever a caller shows whoever chose
 * the target, says only which rule it broke (`kind`), never what the name resolved to or
 * how the lookup failed: that would make this server a window on the DNS of its own
 * network. `detail` says both, for the log.
 */
export class TargetRefusedError extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly detail: string,
  ) {
    super(kind === "not-public" ? "The host is not a public internet address." : "The host name does not resolve.");
    this.name = "TargetRefusedError";
  }
}

export type ResolveOptions = {
  /** Private, loopback and other non-global addresses are allowed (an operator's setting). */
  allowPrivate: boolean;
  signal?: AbortSignal;
};

/**
 * Resolves `hostname` and returns the address to connect to, or throws TargetRefusedError.
 * Every address the name resolves to must be global unicast (unless allowPrivate): a
 * name with one public and one private address could be answered with either. The
 * caller then connects to exactly this address (pinnedFetch), so a second lookup cannot
 * answer differently (DNS rebinding).
 */
export async function resolveTarget(hostname: string, options: ResolveOptions): Promise<PinnedAddress> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: PinnedAddress[];
  const family = isIP(host);
  if (family !== 0) {
    addresses = [{ address: host, family: family as 4 | 6 }];
  } else {
    try {
      const found = await abortable(lookup(host, { all: true, verbatim: true }), options.signal);
      addresses = found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new TargetRefusedError("unresolvable", `${host} does not resolve (${(error as { code?: string }).code ?? "lookup failed"})`);
    }
  }
  const first = addresses[0];
  if (!first) throw new TargetRefusedError("unresolvable", `${host} does not resolve (no addresses)`);
  if (!options.allowPrivate) {
    const blocked = addresses.find((a) => !isGlobalUnicast(a.address));
    if (blocked) {
      const shown = blocked.address === host ? host : `${host} resolves to ${blocked.address}, which`;
      throw new TargetRefusedError("not-public", `${shown} is not a public internet address`);
    }
  }
  return first;
}

// dns.lookup takes no signal; the caller's timeout must still bound it.
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}
