"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { UPDATES_OFF_POLL_S } from "./indicator-view";
import { useLive } from "./live-provider";

/**
 * Re-renders the page's server components when something it shows changed: for one
 * enquiry, as soon as its event arrives (the provider has the change already); for lists,
 * once the receiver has updated the index. Bursts of events cause one refresh. While live
 * updates are off no event comes, so an enquiry's page re-reads it on a timer instead, and
 * once more when they come back on.
 */
export function LiveRefresh({ serviceReference }: { serviceReference?: string }) {
  const router = useRouter();
  const { subscribe, updates } = useLive();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), 60);
    };
    const stop = subscribe((message) => {
      if (message.kind === "updates") {
        if (message.on) schedule();
      } else if (serviceReference) {
        const ref = message.kind === "event" ? message.entry.serviceReference : message.enquiry.serviceReference;
        if (ref === serviceReference) schedule();
      } else if (message.kind === "enquiry") schedule();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [router, serviceReference, subscribe]);

  const polling = serviceReference !== undefined && !updates.on;
  useEffect(() => {
    if (!polling) return;
    const poll = setInterval(() => router.refresh(), UPDATES_OFF_POLL_S * 1000);
    return () => clearInterval(poll);
  }, [polling, router]);
  return null;
}
