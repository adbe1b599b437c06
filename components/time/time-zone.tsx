"use client";

import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { DEFAULT_TIME_ZONE, formatDate, formatTime } from "@/lib/shared/format";

// Times are shown in the reader's time zone, which the server knows (the member's
// setting, the back office's cookie) so that the first paint is already right: the
// layout provides it, every time on the page reads it from here.

const TimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export function TimeZoneProvider({ zone, children }: { zone: string; children: ReactNode }) {
  return <TimeZoneContext.Provider value={zone}>{children}</TimeZoneContext.Provider>;
}

export function useTimeZone(): string {
  return useContext(TimeZoneContext);
}

/** An instant in the reader's zone, the zone named: "24 Nov 2026, 05:41 CET" (or the day alone). */
export function LocalTime({ at, seconds, dateOnly, className }: { at: Date | string; seconds?: boolean; dateOnly?: boolean; className?: string }) {
  const zone = useTimeZone();
  const date = new Date(at);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {dateOnly ? formatDate(date, zone) : formatTime(date, zone, { seconds })}
    </time>
  );
}

/**
 * Tells the server the browser's zone when it does not know it yet (or, with `follow`,
 * whenever the browser's differs), then re-renders the page in it.
 */
export function TimeZoneSync({ known, follow = false, remember }: { known: string | null; follow?: boolean; remember: (zone: string) => Promise<void> }) {
  const router = useRouter();
  useEffect(() => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!browser || (known !== null && (!follow || known === browser))) return;
    let cancelled = false;
    void remember(browser).then(() => {
      if (!cancelled) router.refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [known, follow, remember, router]);
  return null;
}
