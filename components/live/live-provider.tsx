"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useToast } from "@/components/ui/toaster";
import type { EnquirySummary, LiveMessage, TimelineEntry } from "@/lib/portal/live/messages";
import { mergeEntries } from "./merge-entries";

import type { LiveStatus } from "./indicator-view";

export type { LiveStatus };
type Listener = (message: LiveMessage) => void;
type LiveApi = { status: LiveStatus; subscribe: (listener: Listener) => () => void };

const LiveContext = createContext<LiveApi | null>(null);
const POLL_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

export const timelineKey = (serviceReference: string) => ["timeline", serviceReference] as const;
export const summaryKey = (serviceReference: string) => ["enquiry-summary", serviceReference] as const;

/**
 * One live stream per tab (GET /api/events) and the TanStack Query cache it writes into.
 * On a broken stream it polls every 10 s and reconnects with growing, jittered delays,
 * asking for what came after the last event it saw; while connected it never polls.
 */
export function LiveProvider({ since, userId, children }: { since: number; userId: string; children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: Infinity } } }));
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const listeners = useRef(new Set<Listener>());
  const { toast } = useToast();
  const [api] = useState(() => ({
    subscribe(listener: Listener) {
      listeners.current.add(listener);
      return () => void listeners.current.delete(listener);
    },
  }));

  useEffect(() => {
    let last = since;
    let source: EventSource | null = null;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    const dispatch = (message: LiveMessage) => {
      if (message.kind === "event") {
        if (message.entry.seq <= last) return;
        last = message.entry.seq;
        mergeTimeline(client, message.entry.serviceReference, [message.entry]);
      } else {
        client.setQueryData<EnquirySummary>(summaryKey(message.enquiry.serviceReference), message.enquiry);
        mergeTimeline(client, message.enquiry.serviceReference, message.entries);
        const quote = message.entries.find((e) => e.eventType === "QUOTE.CREATED");
        if (quote && message.enquiry.createdById === userId) toast(`Enquiry ${message.enquiry.serviceReference} (${message.enquiry.clientReference}): ${quote.text}.`, "success");
      }
      for (const listener of listeners.current) listener(message);
    };

    const catchUp = async () => {
      try {
        const res = await fetch(`/api/events?after=${last}`, { headers: { accept: "application/json" }, cache: "no-store" });
        if (!res.ok) return;
        const body = (await res.json()) as { entries: TimelineEntry[] };
        for (const entry of body.entries) dispatch({ kind: "event", entry });
      } catch {
        // still down: the next poll tries again
      }
    };

    const connect = () => {
      if (stopped) return;
      source = new EventSource(`/api/events?after=${last}`);
      source.onopen = () => {
        attempt = 0;
        setStatus("live");
        clearInterval(poll);
        poll = undefined;
      };
      source.addEventListener("event", (e) => dispatch({ kind: "event", entry: JSON.parse((e as MessageEvent<string>).data) as TimelineEntry }));
      source.addEventListener("enquiry", (e) => {
        const data = JSON.parse((e as MessageEvent<string>).data) as { enquiry: EnquirySummary; entries: TimelineEntry[] };
        dispatch({ kind: "enquiry", ...data });
      });
      source.onerror = () => {
        // Reconnect on our own schedule, from the last event seen, rather than EventSource's.
        source?.close();
        setStatus("reconnecting");
        poll ??= setInterval(catchUp, POLL_MS);
        const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt++);
        retry = setTimeout(connect, delay / 2 + Math.random() * (delay / 2));
      };
    };
    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retry);
      clearInterval(poll);
    };
  }, [client, since, toast, userId]);

  return (
    <QueryClientProvider client={client}>
      <LiveContext.Provider value={{ status, subscribe: api.subscribe }}>{children}</LiveContext.Provider>
    </QueryClientProvider>
  );
}

function mergeTimeline(client: QueryClient, serviceReference: string, entries: TimelineEntry[]) {
  // Only timelines a component shows: the cache does not collect every enquiry's events.
  if (client.getQueryData(timelineKey(serviceReference)) === undefined) return;
  client.setQueryData<TimelineEntry[]>(timelineKey(serviceReference), (current) => mergeEntries(current ?? [], entries));
}

export function useLive(): LiveApi {
  const api = useContext(LiveContext);
  if (!api) throw new Error("useLive needs a <LiveProvider> above it.");
  return api;
}
