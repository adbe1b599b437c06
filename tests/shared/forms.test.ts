import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkboxGroup, formToObject, nestFormFields, parseForm } from "@/lib/shared/forms";

// How a posted form reads: a checkbox group is a list however many are ticked, and dotted
// field names make the nested object a schema reads.

describe("a checkbox group", () => {
  const Group = z.object({ kinds: checkboxGroup(z.enum(["quote", "booking"])) });
  const posted = (...ticked: string[]) => {
    const data = new FormData();
    for (const value of ticked) data.append("kinds", value);
    return formToObject(data);
  };

  it("is a list: empty when none is ticked, one value, or several", () => {
    expect(Group.parse(posted())).toEqual({ kinds: [] });
    expect(Group.parse(posted("quote"))).toEqual({ kinds: ["quote"] });
    expect(Group.parse(posted("quote", "booking"))).toEqual({ kinds: ["quote", "booking"] });
  });

  it("refuses a value it does not offer, on the group's own field", () => {
    for (const ticked of [["refund"], ["quote", "refund"]]) {
      const parsed = parseForm(Group, posted(...ticked));
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.fieldErrors).toEqual({ kinds: ["This value is not valid here."] });
    }
  });
});

describe("nested form fields", () => {
  it("make objects of dotted names and arrays of numeric segments", () => {
    expect(nestFormFields({ "guestNumbers.adults": "2", "guestRequirements.0.text": "Cot", "guestRequirements.1.text": "Lift", clientReference: "A-1" })).toEqual({
      guestNumbers: { adults: "2" },
      guestRequirements: [{ text: "Cot" }, { text: "Lift" }],
      clientReference: "A-1",
    });
  });

  it("leave no holes in arrays and keep a list's own value", () => {
    expect(nestFormFields({ "rows.0.text": "a", "rows.5.text": "b", providers: ["c1", "c2"] })).toEqual({ rows: [{ text: "a" }, { text: "b" }], providers: ["c1", "c2"] });
  });

  it("drop names that could reach an object's prototype, and empty segments", () => {
    const nested = nestFormFields({ "__proto__.polluted": "x", "a.constructor.prototype.polluted": "x", "a..b": "x", "ok.prototype": "x", kept: "y" });
    expect(nested).toEqual({ kept: "y" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("pass anything that is not an object through", () => {
    expect(nestFormFields(null)).toBeNull();
    expect(nestFormFields("text")).toBe("text");
  });
});
