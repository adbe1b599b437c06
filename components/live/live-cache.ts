import type { QueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { EnquirySummary } from "@/lib/portal/live/messages";

// The live stream's cache (live-provider.tsx), shared with the parts of the page that are
// rendered before the live client has loaded (the enquiry's state in its Status card). Only
// the cache's type is imported here: TanStack Query stays out of first-load JavaScript.

/** An agency enquiry's summary, as the last `enquiry` message brought it. */
export const summaryKey = (reference: string) => ["enquiry-summary", reference] as const;

let shared: QueryClient | null = null;
const watchers = new Set<() => void>();

/** Called by the live provider while it runs: the page's islands read its cache. */
export function shareLiveCache(client: QueryClient): () => void {
  shared = client;
  for (const watch of watchers) watch();
  return () => {
    if (shared !== client) return;
    shared = null;
    for (const watch of watchers) watch();
  };
}

function watchShared(watch: () => void) {
  watchers.add(watch);
  return () => void watchers.delete(watch);
}

export type LiveSummary = { summary: EnquirySummary; receivedAt: number };

/** The enquiry's newest summary the stream brought, and when it arrived; null before any (or before the live client loaded). */
export function useLiveSummary(reference: string): LiveSummary | null {
  const client = useSyncExternalStore(watchShared, () => shared, () => null);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!client) return () => {};
      const key = summaryKey(reference);
      return client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[0] === key[0] && event.query.queryKey[1] === key[1]) changed();
      });
    },
    [client, reference],
  );
  // The query's state object changes only when its data does: a stable snapshot.
  const state = useSyncExternalStore(subscribe, () => client?.getQueryState<EnquirySummary>(summaryKey(reference)), () => undefined);
  return state?.data ? { summary: state.data, receivedAt: state.dataUpdatedAt } : null;
}
