import { describe, expect, it } from "vitest";
import { hoursLabel } from "@/components/reports/labels";

describe("the report's durations", () => {
  it("says minutes under an hour, hours with a tenth under ten, whole hours above", () => {
    expect(hoursLabel(0)).toBe("0 min");
    expect(hoursLabel(0.2)).toBe("12 min");
    expect(hoursLabel(59 / 60)).toBe("59 min");
    expect(hoursLabel(0.999)).toBe("1 h");
    expect(hoursLabel(1.54)).toBe("1.5 h");
    expect(hoursLabel(9.96)).toBe("10 h");
    expect(hoursLabel(30.4)).toBe("30 h");
  });
});
