import { cx } from "@/components/ui/cx";

export type LiveStatus = "connecting" | "live" | "reconnecting";

/** "Live" while the stream is open; "Reconnecting…" while it is not (the page then polls). */
export function IndicatorView({ status }: { status: LiveStatus }) {
  const live = status === "live";
  return (
    <span data-testid="live-status" data-status={status} className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span aria-hidden="true" className={cx("size-2 rounded-full", live ? "bg-emerald-500" : "animate-pulse bg-amber-500")} />
      {live ? "Live" : status === "connecting" ? "Connecting…" : "Reconnecting…"}
    </span>
  );
}
