// Not server-only: the failing-webhook watch runs it outside Next (lib/portal/background.ts).
import { getEnv } from "@/lib/env";
import { pinnedFetch, resolveTarget, TargetRefusedError, type RefusalKind } from "@/lib/net";
import { getBuiltInServiceUrl, getPortalUrl } from "../portal-url";

// The portal calls the base URL an admin typed, with the organisation's key, and shows
// what happened: without these rules, anyone who signs up could make this server fetch
// its own network (cloud metadata, internal services) and read the outcome.

/** This deployment's own service, reached through the portal's origin or over loopback: always allowed. */
export function isBuiltInOrigin(baseUrl: string): boolean {
  const origin = new URL(baseUrl).origin;
  return origin === new URL(getPortalUrl()).origin || origin === new URL(getBuiltInServiceUrl()).origin;
}

/**
 * Why the portal may not call this base URL, or null. Every address the host resolves to
 * must be global unicast unless CONNECTION_ALLOW_PRIVATE_TARGETS is set.
 */
export async function connectionTargetProblem(baseUrl: string): Promise<string | null> {
  if (isBuiltInOrigin(baseUrl)) return null;
  try {
    await resolveTarget(new URL(baseUrl).hostname, { allowPrivate: getEnv().CONNECTION_ALLOW_PRIVATE_TARGETS, signal: AbortSignal.timeout(5000) });
    return null;
  } catch (error) {
    if (!(error instanceof TargetRefusedError)) return "The service's host name did not resolve within 5 s.";
    logRefusal(error);
    return REFUSALS[error.kind];
  }
}

// What the name resolved to, or how its lookup failed, stays in the log: the form says
// only which rule the address broke.
const REFUSALS: Record<RefusalKind, string> = {
  "not-public": "The service must be on the public internet: private, loopback, link-local and reserved addresses are refused.",
  unresolvable: "The service's host name does not resolve.",
};

function logRefusal(error: TargetRefusedError): void {
  console.warn(`[connections] base URL refused: ${error.detail}`);
}

/**
 * The fetch for calls to `baseUrl`: each request checks the host's addresses again (DNS
 * answers change) and connects to the address it checked, so a name cannot pass the
 * check with a public address and then be reached at a private one.
 */
export function connectionFetch(baseUrl: string): typeof fetch {
  if (isBuiltInOrigin(baseUrl)) return builtInFetch;
  const allowPrivate = getEnv().CONNECTION_ALLOW_PRIVATE_TARGETS;
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const pinned = await resolveTarget(url.hostname, { allowPrivate, signal: init?.signal ?? undefined }).catch((error: unknown) => {
      if (error instanceof TargetRefusedError) logRefusal(error);
      throw error;
    });
    return pinnedFetch(pinned)(url, init);
  }) as typeof fetch;
}

/**
 * The built-in service is this process, over loopback: compressing its answers would cost
 * CPU twice (the service's zlib and this side's) to save nothing, so it is asked for none.
 */
const builtInFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  const headers = new Headers(init?.headers);
  headers.set("accept-encoding", "identity");
  return fetch(input, { ...init, headers });
}) as typeof fetch;
