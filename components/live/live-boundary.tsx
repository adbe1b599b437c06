"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { TimelineEntry, TimelineSource, UpdatesGap } from "@/lib/portal/live/messages";
import type { ShownSummary } from "./summary-refresh";

type Client = typeof import("./live-client");
type Updates = { on: boolean; gap: UpdatesGap | null };
type Props =
  | {
      kind: "enquiry";
      since: number;
      userId: string;
      updates: Updates;
      reference: string;
      sources: TimelineSource[];
      initial: TimelineEntry[];
      gaps: UpdatesGap[];
      summary: ShownSummary | null;
      children: ReactNode;
    }
  | { kind: "list"; since: number; userId: string; updates: Updates; children: ReactNode };

/**
 * Shows the server-rendered `children` at once, loads the live client after the page has
 * loaded, and hands over to it. Keeps the stream and its cache out of first-load JavaScript.
 */
export function LiveBoundary(props: Props) {
  const [client, setClient] = useState<Client | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import("./live-client").then((module) => {
      if (!cancelled) setClient(module);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!client) return props.children;
  if (props.kind === "enquiry") {
    const { EnquiryLiveClient } = client;
    return (
      <EnquiryLiveClient
        // A provider joining the enquiry (sent again) starts the live part afresh with its events.
        key={props.sources.map((s) => `${s.connectionId}/${s.serviceReference}`).join(" ")}
        since={props.since}
        userId={props.userId}
        updates={props.updates}
        reference={props.reference}
        sources={props.sources}
        initial={props.initial}
        gaps={props.gaps}
        summary={props.summary}
      />
    );
  }
  const { ListLiveClient } = client;
  return <ListLiveClient since={props.since} userId={props.userId} updates={props.updates} />;
}
