"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useToast } from "@/components/ui/toaster";
import type { EnquirySummary, LiveMessage, TimelineEntry, UpdatesGap } from "@/lib/portal/live/messages";
import { tellLiveListeners } from "./live-listeners";
import { shareLiveCache, summaryKey } from "./live-cache";
import { mergeEntries } from "./merge-entries";
import { readEventStream } from "./read-event-stream";

import type { LiveStatus } from "./indicator-view";

export type { LiveStatus };
type Listener = (message: LiveMessage) => void;
export type UpdatesState = { on: boolean; gap: UpdatesGap | null };
type LiveApi = { status: LiveStatus; updates: UpdatesState; subscribe: (listener: Listener) => () => void };

const LiveContext = createContext<LiveApi | null>(null);
const POLL_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;
// A stream the server ended on purpose (its lifetime, a revocation, a restart) is opened
// again within this, spread so that tabs do not all come back at once…
const REOPEN_SPREAD_MS = 1_000;
// …unless it had only just opened: then it is treated as a failure and backs off.
const SHORT_LIVED_MS = 5_000;
// Refused for the caps (429): wait at least Retry-After, doubling up to this, polling meanwhile.
const MAX_REFUSED_WAIT_MS = 5 * 60_000;

/** The timeline of one agency enquiry, by its reference. */
export const timelineKey = (reference: string) => ["timeline", reference] as const;
/** One provider's enquiry among a timeline's sources. */
export const sourceKey = (entry: { connectionId: string; serviceReference: string }) => `${entry.connectionId}/${entry.serviceReference}`;
export const gapsKey = ["updates-gaps"] as const;

/**
 * One live stream per tab (GET /api/events) and the TanStack Query cache it writes into.
 * Every connection asks for what came after the last event seen, so nothing is lost
 * between two streams. A stream the server ends (each lives some minutes) is opened again
 * at once; a broken one with growing, jittered delays, polling every 10 s meanwhile; a
 * refusal for too many open streams (429) is tried again only after its Retry-After,
 * polling meanwhile; no longer let in (401: signed out, or no longer a member), it stops.
 * While connected it never polls.
 */
export function LiveProvider({
  since,
  userId,
  updates: initialUpdates,
  timelines,
  children,
}: {
  since: number;
  userId: string;
  updates: UpdatesState;
  /** The agency enquiry's reference each provider's enquiry (sourceKey) belongs to, for the timelines shown. */
  timelines?: Record<string, string>;
  children: ReactNode;
}) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: Infinity } } }));
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [updates, setUpdates] = useState<UpdatesState>(initialUpdates);
  // A re-render of the page reads the connection again: the stream may have missed the change (polling, or not open).
  const [seenInitial, setSeenInitial] = useState(initialUpdates);
  if (seenInitial.on !== initialUpdates.on || seenInitial.gap?.from !== initialUpdates.gap?.from) {
    setSeenInitial(initialUpdates);
    setUpdates(initialUpdates);
  }
  // Where the stream starts. A re-render of the page (router.refresh after an event) brings
  // a newer `since`, but the stream has those events already: it goes on, not reopens.
  const [start] = useState(since);
  const listeners = useRef(new Set<Listener>());
  const timelineOf = useRef<Record<string, string>>({});
  useEffect(() => {
    timelineOf.current = timelines ?? {};
  }, [timelines]);
  const { toast } = useToast();
  const [api] = useState(() => ({
    subscribe(listener: Listener) {
      listeners.current.add(listener);
      return () => void listeners.current.delete(listener);
    },
  }));

  // The enquiry's state in the page's Status card reads the summaries from this cache.
  useEffect(() => shareLiveCache(client), [client]);

  useEffect(() => {
    let last = start;
    let attempt = 0;
    let refusedWaitMs = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const aborter = new AbortController();

    const dispatch = (message: LiveMessage) => {
      if (message.kind === "event") {
        if (message.entry.seq <= last) return;
        last = message.entry.seq;
        mergeTimeline(client, timelineOf.current[sourceKey(message.entry)] ?? message.entry.serviceReference, [message.entry]);
      } else if (message.kind === "updates") {
        setUpdates((current) => (current.on === message.on && current.gap?.from === message.gap?.from && current.gap?.to === message.gap?.to ? current : { on: message.on, gap: message.gap }));
        if (message.gap) mergeGap(client, message.gap);
      } else {
        client.setQueryData<EnquirySummary>(summaryKey(message.enquiry.reference), message.enquiry);
        mergeTimeline(client, message.enquiry.reference, message.entries);
        const quote = message.entries.find((e) => e.eventType === "QUOTE.CREATED");
        if (quote && message.enquiry.createdById === userId) toast(`Enquiry ${message.enquiry.reference} (${message.enquiry.clientReference}): ${quote.text}.`, "success");
      }
      for (const listener of listeners.current) listener(message);
      tellLiveListeners(message);
    };

    const stop = (final: LiveStatus) => {
      stopped = true;
      aborter.abort();
      clearTimeout(retry);
      clearInterval(poll);
      setStatus(final);
    };

    const catchUp = async () => {
      try {
        const res = await fetch(`/api/events?after=${last}`, { headers: { accept: "application/json" }, cache: "no-store", signal: aborter.signal });
        if (res.status === 401) return stop("stopped");
        if (!res.ok) return;
        const body = (await res.json()) as { entries: TimelineEntry[] };
        for (const entry of body.entries) dispatch({ kind: "event", entry });
      } catch {
        // still down: the next poll tries again
      }
    };
    const startPolling = () => {
      poll ??= setInterval(catchUp, POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(poll);
      poll = undefined;
    };
    const later = (ms: number) => {
      retry = setTimeout(() => void connect(), ms);
    };
    const backOff = () => {
      setStatus("reconnecting");
      startPolling();
      const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt++);
      later(delay / 2 + Math.random() * (delay / 2));
    };

    const connect = async () => {
      if (stopped) return;
      let openedAt = 0;
      const outcome = await readEventStream(`/api/events?after=${last}`, {
        signal: aborter.signal,
        onOpen: () => {
          openedAt = Date.now();
          attempt = 0;
          refusedWaitMs = 0;
          setStatus("live");
          stopPolling();
        },
        onFrame: (frame) => {
          if (frame.event === "event") dispatch({ kind: "event", entry: JSON.parse(frame.data) as TimelineEntry });
          else if (frame.event === "updates") dispatch({ kind: "updates", ...(JSON.parse(frame.data) as { on: boolean; gap: UpdatesGap | null }) });
          else if (frame.event === "enquiry") dispatch({ kind: "enquiry", ...(JSON.parse(frame.data) as { enquiry: EnquirySummary; entries: TimelineEntry[] }) });
        },
      });
      if (stopped) return;
      if (outcome.kind === "ended" && Date.now() - openedAt >= SHORT_LIVED_MS) return later(Math.random() * REOPEN_SPREAD_MS);
      if (outcome.kind === "refused" && outcome.status === 401) return stop("stopped");
      if (outcome.kind === "refused") {
        setStatus("limited");
        startPolling();
        void catchUp();
        refusedWaitMs = Math.min(MAX_REFUSED_WAIT_MS, Math.max(outcome.retryAfterMs ?? POLL_MS, refusedWaitMs * 2));
        return later(refusedWaitMs * (1 + Math.random() / 2));
      }
      backOff();
    };
    void connect();
    return () => {
      stopped = true;
      aborter.abort();
      clearTimeout(retry);
      clearInterval(poll);
    };
  }, [client, start, toast, userId]);

  return (
    <QueryClientProvider client={client}>
      <LiveContext.Provider value={{ status, updates, subscribe: api.subscribe }}>{children}</LiveContext.Provider>
    </QueryClientProvider>
  );
}

function mergeTimeline(client: QueryClient, serviceReference: string, entries: TimelineEntry[]) {
  // Only timelines a component shows: the cache does not collect every enquiry's events.
  if (client.getQueryData(timelineKey(serviceReference)) === undefined) return;
  client.setQueryData<TimelineEntry[]>(timelineKey(serviceReference), (current) => mergeEntries(current ?? [], entries));
}

function mergeGap(client: QueryClient, gap: UpdatesGap) {
  if (client.getQueryData(gapsKey) === undefined) return;
  client.setQueryData<UpdatesGap[]>(gapsKey, (current = []) => [...current.filter((g) => g.from !== gap.from), gap].sort((a, b) => (a.from < b.from ? -1 : 1)));
}

export function useLive(): LiveApi {
  const api = useContext(LiveContext);
  if (!api) throw new Error("useLive needs a <LiveProvider> above it.");
  return api;
}
