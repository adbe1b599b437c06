import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/portal/safe-next-path";

describe("safeNextPath", () => {
  it.each(["/dashboard", "/enquiries/SR-1?tab=quotes#top", "/settings/connection"])("keeps the same-site path %s", (path) => {
    expect(safeNextPath(path, "https://portal.example")).toBe(path);
  });

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/.//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
    null,
    undefined,
  ])("refuses %j, which leaves the portal", (path) => {
    expect(safeNextPath(path, "https://portal.example")).toBeUndefined();
  });

  it("hands on the path as parsed, the one that was checked", () => {
    expect(safeNextPath("/enquiries/\tSR-1", "https://portal.example")).toBe("/enquiries/SR-1");
  });
});
