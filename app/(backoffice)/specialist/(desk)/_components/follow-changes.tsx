"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/** How often an open, visible page asks whether what it shows has changed, while its stream is down. */
const INTERVAL_MS = 3_000;

/**
 * Keeps a back-office page in step with what others do. The page listens to a stream of
 * its version (/specialist/version/stream), which the server sends whenever the service
 * writes a change; when the version differs from the one the page was drawn from, the
 * page re-reads itself (the server components render again; what the specialist is typing
 * stays). While the stream is not open (it is reconnecting, or a proxy will not carry it),
 * the page asks for the version every 3 seconds instead, as long as the tab is visible,
 * and at once when it becomes visible again.
 */
export function FollowChanges({ version, enquiry }: { version: string; enquiry?: string }) {
  const router = useRouter();
  const drawn = useRef(version);
  useEffect(() => {
    drawn.current = version;
  }, [version]);

  useEffect(() => {
    const query = enquiry ? `?enquiry=${encodeURIComponent(enquiry)}` : "";
    let stopped = false;
    let inFlight = false;
    const seen = (now: string) => {
      if (!stopped && now !== drawn.current) {
        drawn.current = now;
        router.refresh();
      }
    };
    const stream = typeof EventSource === "undefined" ? null : new EventSource(`/specialist/version/stream${query}`);
    stream?.addEventListener("version", (event) => {
      try {
        seen((JSON.parse((event as MessageEvent<string>).data) as { version: string }).version);
      } catch {
        // Not ours: the polling below still runs while the stream is not open.
      }
    });
    const check = async () => {
      if (stopped || inFlight || document.visibilityState !== "visible") return;
      if (stream?.readyState === EventSource.OPEN) return;
      inFlight = true;
      try {
        const res = await fetch(`/specialist/version${query}`, { cache: "no-store" });
        if (!res.ok) return;
        seen(((await res.json()) as { version: string }).version);
      } catch {
        // Offline for a moment: the next tick asks again.
      } finally {
        inFlight = false;
      }
    };
    const timer = setInterval(check, INTERVAL_MS);
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      stream?.close();
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enquiry, router]);
  return null;
}
