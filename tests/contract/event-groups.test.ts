import { describe, expect, it } from "vitest";
import { EVENT_TYPE_GROUPS, EVENT_TYPES } from "@/lib/contract/event";

describe("the event types' groups (the webhook dialog's checkboxes)", () => {
  it("hold every type once, in the contract's order, under the word before its dot", () => {
    expect(EVENT_TYPE_GROUPS.map((g) => g.label)).toEqual(["Enquiry", "Quote", "Booking", "Message"]);
    expect(EVENT_TYPE_GROUPS.flatMap((g) => g.types).sort()).toEqual([...EVENT_TYPES].sort());
    for (const group of EVENT_TYPE_GROUPS) {
      // An extension's type (ENQUIRY.AMENDED, listed after the specification's) joins its word's group, last.
      const word = `${group.label.toUpperCase()}.`;
      expect(group.types).toEqual(EVENT_TYPES.filter((type) => type.startsWith(word)));
    }
    expect(EVENT_TYPE_GROUPS[0]!.types.at(-1)).toBe("ENQUIRY.AMENDED");
  });
});
