"use client";

import { IndicatorView } from "./indicator-view";
import { useLive } from "./live-provider";

/** The stream's state, as it changes; "off" while the stream is open but the provider sends nothing. */
export function LiveIndicator({ polls = false }: { polls?: boolean }) {
  const { status, updates } = useLive();
  return <IndicatorView status={status === "live" && !updates.on ? "off" : status} polls={polls} />;
}
