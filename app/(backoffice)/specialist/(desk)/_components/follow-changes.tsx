"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

/** How often an open, visible page asks whether what it shows has changed. */
const INTERVAL_MS = 3_000;

/**
 * Keeps a back-office page in step with what others do: while the tab is visible it asks
 * for the version of what it shows, and when that differs from the version it was drawn
 * from, the page re-reads itself (the server components render again; what the
 * specialist is typing stays). A hidden tab asks nothing, and asks at once on its return.
 */
export function FollowChanges({ version, enquiry }: { version: string; enquiry?: string }) {
  const router = useRouter();
  const drawn = useRef(version);
  useEffect(() => {
    drawn.current = version;
  }, [version]);

  useEffect(() => {
    const url = `/specialist/version${enquiry ? `?enquiry=${encodeURIComponent(enquiry)}` : ""}`;
    let stopped = false;
    let inFlight = false;
    const check = async () => {
      if (stopped || inFlight || document.visibilityState !== "visible") return;
      inFlight = true;
      try {
        const res = await fetch(url, { cache: "no-store" });
        if (!res.ok) return;
        const { version: now } = (await res.json()) as { version: string };
        if (!stopped && now !== drawn.current) {
          drawn.current = now;
          router.refresh();
        }
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
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enquiry, router]);
  return null;
}
