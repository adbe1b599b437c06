import { describe, expect, it } from "vitest";
import { decodeCursor, decodeTimeCursor, encodeCursor, encodeTimeCursor } from "@/lib/shared/cursor";

// The API's cursors are public wire format: a cursor handed out before must still decode,
// and the same position must give the same bytes.

describe("the cursor format", () => {
  it("is base64url of the JSON array of the position's values, byte for byte", () => {
    expect(encodeCursor(["price", "2026-01-01T00:00:00.000+00:00", "q_1"])).toBe(
      Buffer.from('["price","2026-01-01T00:00:00.000+00:00","q_1"]').toString("base64url"),
    );
    expect(encodeTimeCursor({ createdAt: new Date("2026-11-24T04:41:07.123Z"), id: "d_9" })).toBe("WyIyMDI2LTExLTI0VDA0OjQxOjA3LjEyM1oiLCJkXzkiXQ");
  });

  it("reads back what it wrote, and nothing that is not a cursor", () => {
    const position = { createdAt: new Date("2026-11-24T04:41:07.123Z"), id: "d_9" };
    expect(decodeTimeCursor(encodeTimeCursor(position))).toEqual(position);
    expect(decodeCursor(encodeCursor(["a", null, "b"]))).toEqual(["a", null, "b"]);
    expect(decodeCursor("not a cursor")).toBeNull();
    expect(decodeCursor(Buffer.from('{"a":1}').toString("base64url"))).toBeNull();
    expect(decodeTimeCursor(encodeCursor(["yesterday", "d_9"]))).toBeNull();
    expect(decodeTimeCursor(undefined)).toBeNull();
  });
});
