import { describe, expect, it } from "vitest";
import { z } from "zod";
import { queryChoice, queryCursor, queryDay, queryText } from "@/lib/shared/query-string";

// A page's query string is typed and cut short by hand: what is missing, repeated or broken
// is dropped, never an error page.

const Query = z.object({ day: queryDay, text: queryText(5), choice: queryChoice(["asc", "desc"]), after: queryCursor(8) });

describe("the query-string readers", () => {
  it("keep good values (text trimmed)", () => {
    expect(Query.parse({ day: "2026-03-14", text: "  Rome ", choice: "desc", after: "WyJ4Il0" })).toEqual({
      day: "2026-03-14",
      text: "Rome",
      choice: "desc",
      after: "WyJ4Il0",
    });
  });

  it("drop what is missing, repeated or broken, and never throw", () => {
    const dropped = { day: undefined, text: undefined, choice: undefined, after: undefined };
    expect(Query.parse({})).toEqual(dropped);
    expect(Query.parse({ day: ["2026-03-14", "2026-03-15"], text: ["a", "b"], choice: ["asc", "desc"], after: ["x", "y"] })).toEqual(dropped);
    expect(Query.parse({ day: "2026-02-30", text: "toolong", choice: "sideways", after: "123456789" })).toEqual(dropped);
    expect(Query.parse({ day: "14/03/2026" }).day).toBeUndefined();
  });

  it("read blank text as absent, and keep an empty cursor as it came", () => {
    expect(Query.parse({ text: "   " }).text).toBeUndefined();
    expect(Query.parse({ text: "" }).text).toBeUndefined();
    expect(Query.parse({ after: "" }).after).toBe("");
  });
});
