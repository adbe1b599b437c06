"use client";

import { useState } from "react";
import { EnquiryStateBadge } from "@/components/ui/enquiry-state-badge";
import { useLiveSummary } from "./live-cache";

/**
 * The enquiry's state in its Status card: as the page was rendered, then as each summary
 * the live stream brings says, at once, without waiting for the page's re-render. A
 * re-render that brings another state than the last one shown wins over the summaries
 * that came before it.
 */
export function LiveStateBadge({ reference, state }: { reference: string; state: string | null | undefined }) {
  const live = useLiveSummary(reference);
  // When the server last gave a state, as the time of the last summary then: later summaries are newer.
  const [rendered, setRendered] = useState({ state, after: live?.receivedAt ?? 0 });
  if (rendered.state !== state) setRendered({ state, after: live?.receivedAt ?? 0 });
  const shown = live && live.receivedAt > rendered.after ? live.summary.state : state;
  return <EnquiryStateBadge state={shown} />;
}
