"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { UPDATES_OFF_POLL_S } from "./indicator-view";
import { sourceKey, useLive } from "./live-provider";
import { pageNeedsRefresh, type ShownSummary } from "./summary-refresh";

// How long an enquiry's page waits for the receiver's read after an event before it reads the enquiry itself.
const READ_FALLBACK_MS = 2_000;

/**
 * Whether the server answers now. A re-render asked of a server that has just gone away
 * (a restart) makes the router load the whole address instead, and the browser then shows
 * its own error page in place of this one: better to wait for the stream to come back,
 * which brings a re-render with it.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch("/readyz", { method: "HEAD", cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/**
 * Re-renders the page's server components when something it shows changed: once the
 * receiver has read the enquiry after its event and updated the index (the re-render then
 * reads that snapshot rather than the provider, so the tabs open on an enquiry cost the
 * provider nothing more). Bursts of events cause one refresh. An enquiry's page
 * (`reference`) shows the summary's state at once and re-renders only when the summary does
 * not say all that changed (`summary`: what the page was rendered with; pageNeedsRefresh).
 * While live updates are off no event comes, so an enquiry's page re-reads it on a timer
 * instead, and once more when they come back on.
 */
export function LiveRefresh({ reference, sources, summary }: { reference?: string; sources?: string[]; summary?: ShownSummary | null }) {
  const router = useRouter();
  const { subscribe, updates } = useLive();
  const refresh = useCallback(() => {
    void serverAnswers().then((answers) => {
      if (answers) router.refresh();
    });
  }, [router]);
  // What the page shows: as rendered, then as each summary said.
  const shown = useRef<ShownSummary | null>(summary ?? null);
  useEffect(() => {
    shown.current = summary ?? null;
  }, [summary]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 60);
    };
    const stopFallback = () => {
      clearTimeout(fallback);
      fallback = undefined;
    };
    const stop = subscribe((message) => {
      if (message.kind === "updates") {
        if (message.on) schedule();
      } else if (message.kind === "enquiry") {
        if (!reference) return schedule();
        if (message.enquiry.reference !== reference) return;
        // The receiver has read the enquiry after its event: the page re-renders from that read, if it must.
        stopFallback();
        const needed = pageNeedsRefresh(shown.current, message.enquiry, message.entries, sources?.length ?? 0);
        shown.current = message.enquiry;
        if (needed) schedule();
      } else if (sources?.includes(sourceKey(message.entry))) {
        // The event itself: its read follows within a moment; if it does not (the provider
        // could not be read), the page reads the enquiry itself.
        fallback ??= setTimeout(() => {
          fallback = undefined;
          schedule();
        }, READ_FALLBACK_MS);
      }
    });
    return () => {
      stop();
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, [refresh, reference, sources, subscribe]);

  const polling = reference !== undefined && !updates.on;
  useEffect(() => {
    if (!polling) return;
    const poll = setInterval(refresh, UPDATES_OFF_POLL_S * 1000);
    return () => clearInterval(poll);
  }, [polling, refresh]);
  return null;
}
