import { describe, expect, it } from "vitest";
import { EVENT_TYPE_GROUPS, EVENT_TYPES } from "@/lib/contract/event";

describe("the event types' groups (the webhook dialog's checkboxes)", () => {
  it("hold every type once, in the contract's order, under the word before its dot", () => {
    expect(EVENT_TYPE_GROUPS.map((g) => g.label)).toEqual(["Enquiry", "Quote", "Booking", "Message"]);
    expect(EVENT_TYPE_GROUPS.flatMap((g) => g.types)).toEqual([...EVENT_TYPES]);
    for (const group of EVENT_TYPE_GROUPS) {
      for (const type of group.types) expect(type.startsWith(`${group.label.toUpperCase()}.`)).toBe(true);
    }
  });
});
