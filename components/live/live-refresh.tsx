"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useLive } from "./live-provider";

/**
 * Re-renders the page's server components when something it shows changed: for one
 * enquiry, as soon as its event arrives (the provider has the change already); for lists,
 * once the receiver has updated the index. Bursts of events cause one refresh.
 */
export function LiveRefresh({ serviceReference }: { serviceReference?: string }) {
  const router = useRouter();
  const { subscribe } = useLive();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => router.refresh(), 60);
    };
    const stop = subscribe((message) => {
      if (serviceReference) {
        const ref = message.kind === "event" ? message.entry.serviceReference : message.enquiry.serviceReference;
        if (ref === serviceReference) schedule();
      } else if (message.kind === "enquiry") schedule();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [router, serviceReference, subscribe]);
  return null;
}
