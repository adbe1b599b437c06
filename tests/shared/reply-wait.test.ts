import { describe, expect, it } from "vitest";
import { durationLabel, replyWait, type ThreadMessage } from "@/lib/shared/reply-wait";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, 0) + minutes * 60_000);
const agent = (minutes: number): ThreadMessage => ({ side: "AGENT", createdAt: at(minutes) });
const provider = (minutes: number): ThreadMessage => ({ side: "PROVIDER", createdAt: at(minutes) });

describe("replyWait", () => {
  it("says nothing of an empty thread or one the provider alone wrote", () => {
    expect(replyWait([])).toEqual({ kind: "none" });
    expect(replyWait([provider(0)])).toEqual({ kind: "none" });
  });

  it("measures from the agent's first message to the provider's first reply after it", () => {
    expect(replyWait([agent(0), agent(5), provider(70), agent(80), provider(81)])).toEqual({ kind: "answered", inMs: 70 * 60_000 });
    // A provider's message before the agent asked is no reply.
    expect(replyWait([provider(0), agent(10), provider(25)])).toEqual({ kind: "answered", inMs: 15 * 60_000 });
    // The order given does not matter.
    expect(replyWait([provider(70), agent(0)])).toEqual({ kind: "answered", inMs: 70 * 60_000 });
  });

  it("is waiting since the first unanswered agent message when the agent wrote last", () => {
    expect(replyWait([agent(0)])).toEqual({ kind: "waiting", since: at(0) });
    expect(replyWait([agent(0), provider(10), agent(20), agent(30)])).toEqual({ kind: "waiting", since: at(20) });
  });
});

describe("durationLabel", () => {
  it("says a duration as a person would", () => {
    expect(durationLabel(45_000)).toBe("45 s");
    expect(durationLabel(12 * 60_000)).toBe("12 min");
    expect(durationLabel(70 * 60_000)).toBe("1 h 10 min");
    expect(durationLabel(125 * 60_000)).toBe("2 h 5 min");
    expect(durationLabel(3 * 60 * 60_000)).toBe("3 h");
    expect(durationLabel(51 * 60 * 60_000)).toBe("2 days 3 h");
    expect(durationLabel(-5)).toBe("0 s");
  });
});
