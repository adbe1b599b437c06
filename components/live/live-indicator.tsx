"use client";

import { IndicatorView } from "./indicator-view";
import { useLive } from "./live-provider";

/** The stream's state, as it changes. */
export function LiveIndicator() {
  return <IndicatorView status={useLive().status} />;
}
