import { cn } from "@/lib/shared/cn";

export type LiveStatus = "connecting" | "live" | "reconnecting" | "limited" | "stopped" | "off";

export const UPDATES_OFF_POLL_S = 10;

const WORDS: Record<LiveStatus, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  // Refused for the caps on open streams: the page polls instead.
  limited: "Too many live tabs: updating every 10 s",
  // Not let in any more (401): signed out, or no longer a member.
  stopped: "Live updates stopped",
  // An admin turned live updates off: the provider sends nothing.
  off: "Live updates are off",
};

/** "Live" while the stream is open and the provider sends events; otherwise what the page does instead (it polls while it can). */
export function IndicatorView({ status, polls = false }: { status: LiveStatus; polls?: boolean }) {
  const live = status === "live";
  return (
    <span data-testid="live-status" data-status={status} className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span
        aria-hidden="true"
        className={cn("size-2 shrink-0 rounded-full", live ? "bg-emerald-500" : status === "stopped" || status === "off" ? "bg-slate-400" : "animate-pulse bg-amber-500")}
      />
      {WORDS[status]}
      {/* An enquiry's page asks the provider itself meanwhile. */}
      {status === "off" && polls ? `: checking every ${UPDATES_OFF_POLL_S} s` : null}
    </span>
  );
}

/** What the indicator shows before the live client has loaded: the server knows whether updates are off. */
export function initialStatus(updatesOn: boolean): LiveStatus {
  return updatesOn ? "connecting" : "off";
}
