import { cn } from "@/lib/shared/cn";

export type LiveStatus = "connecting" | "live" | "reconnecting" | "limited" | "stopped";

const WORDS: Record<LiveStatus, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  // Refused for the caps on open streams: the page polls instead.
  limited: "Too many live tabs: updating every 10 s",
  // Not let in any more (401): signed out, or no longer a member.
  stopped: "Live updates stopped",
};

/** "Live" while the stream is open; otherwise what the page does instead (it polls while it can). */
export function IndicatorView({ status }: { status: LiveStatus }) {
  const live = status === "live";
  return (
    <span data-testid="live-status" data-status={status} className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", live ? "bg-emerald-500" : status === "stopped" ? "bg-slate-400" : "animate-pulse bg-amber-500")}
      />
      {WORDS[status]}
    </span>
  );
}
