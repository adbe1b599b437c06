import type { SandboxTargetState } from "@/lib/contract/sandbox";

// The sandbox's enquiry state machine (specification 3.2, contract "Sandbox operations").
// Pure, so that every move, allowed or refused, is easy to see and to test.

export type Step = "SHORTLIST" | "QUOTE" | "CLOSE";
export type Plan = { ok: true; steps: Step[] } | { ok: false; reason: string };

// Forward order of the states the sandbox moves between; CLOSED and the booking states
// are final as far as the sandbox is concerned.
const ORDER: Record<string, number> = { NEW: 0, SHORTLISTING: 1, QUOTED: 2 };

export function planStateChange(current: string, target: SandboxTargetState): Plan {
  const from = ORDER[current];
  if (from === undefined) {
    return { ok: false, reason: `The enquiry is ${current}: the sandbox only moves NEW, SHORTLISTING and QUOTED enquiries.` };
  }
  switch (target) {
    case "CLOSED":
      return { ok: true, steps: ["CLOSE"] };
    case "SHORTLISTING":
      if (from === 0) return { ok: true, steps: ["SHORTLIST"] };
      return {
        ok: false,
        reason: current === "SHORTLISTING" ? "The enquiry is already SHORTLISTING." : `States only move forward: ${current} cannot go back to SHORTLISTING.`,
      };
    case "QUOTED":
      // QUOTED again sends a new quote, which invalidates the previous one.
      return { ok: true, steps: from === 0 ? ["SHORTLIST", "QUOTE"] : ["QUOTE"] };
  }
}
