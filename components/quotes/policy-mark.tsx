import type { PolicyMark } from "@/lib/portal/quotes/check-policy";
import { Badge } from "@/components/ui/badge";

// An option's mark against the client's travel policy, in words (the badge's tone only
// repeats them): within, over by how much a night, or why it cannot be checked, with the
// cap it was checked against.

/** "Within policy", "Over policy by €23.53 a night", with ", cheapest within policy" when it is. */
export function policyWords(mark: PolicyMark, cheapest: boolean): string {
  return cheapest && mark.status === "within" ? `${mark.words}, cheapest within policy` : mark.words;
}

export function PolicyMarkView({ mark, cheapest }: { mark: PolicyMark; cheapest: boolean }) {
  return (
    <div className="flex flex-col items-start gap-1" data-testid="policy-mark" data-status={mark.status}>
      {mark.status === "unchecked" ? (
        <p className="text-sm text-slate-700">{mark.words}</p>
      ) : (
        <>
          <div className="flex flex-wrap gap-1.5">
            <Badge tone={mark.status === "within" ? "success" : "danger"}>{mark.words}</Badge>
            {cheapest ? <Badge tone="brand">Cheapest within policy</Badge> : null}
          </div>
          <p className="text-xs text-slate-700 tabular-nums">Policy: {mark.capWords}</p>
        </>
      )}
    </div>
  );
}
