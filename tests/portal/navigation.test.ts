import { describe, expect, it } from "vitest";
import { requestedPath, signInPath } from "@/lib/portal/navigation/requested-path";
import { safeNextPath } from "@/lib/portal/safe-next-path";

const ORIGIN = "https://portal.example";

describe("the return path after signing in", () => {
  it("keeps a path of the portal, with its query and fragment", () => {
    expect(safeNextPath("/enquiries/R4E2F3A4", ORIGIN)).toBe("/enquiries/R4E2F3A4");
    expect(safeNextPath("/enquiries?q=grace&state=NEW#list", ORIGIN)).toBe("/enquiries?q=grace&state=NEW#list");
    expect(safeNextPath(`${ORIGIN}/settings/members`, ORIGIN)).toBe("/settings/members");
    expect(safeNextPath("/a/../dashboard", ORIGIN)).toBe("/dashboard");
  });

  it("drops anything that would leave the origin", () => {
    for (const next of [
      "//evil.example/x",
      "https://evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "http://portal.example/x",
      "https://portal.example.evil.example/x",
      "https://portal.example@evil.example/",
    ]) {
      expect(safeNextPath(next, ORIGIN), next).toBeUndefined();
    }
    expect(safeNextPath("", ORIGIN)).toBeUndefined();
    expect(safeNextPath(null, ORIGIN)).toBeUndefined();
  });

  it("remembers the page asked for, without the router's cache-busting parameter", () => {
    expect(requestedPath(new URL("https://portal.example/enquiries?q=a&_rsc=1x2y"))).toBe("/enquiries?q=a");
    expect(requestedPath(new URL("https://portal.example/enquiries/R4E2F3A4?_rsc=1x2y"))).toBe("/enquiries/R4E2F3A4");
  });

  it("asks sign-in to return only where returning means something", () => {
    expect(signInPath("/enquiries?q=a b")).toBe("/sign-in?next=%2Fenquiries%3Fq%3Da+b");
    expect(signInPath("/")).toBe("/sign-in");
    expect(signInPath("/dashboard")).toBe("/sign-in");
    expect(signInPath(null)).toBe("/sign-in");
    expect(signInPath("/sign-in?next=/x")).toBe("/sign-in");
  });

  it("says when a session has ended, with or without a place to return to", () => {
    expect(signInPath("/enquiries/new", { ended: true })).toBe("/sign-in?next=%2Fenquiries%2Fnew&reason=session-ended");
    expect(signInPath("/dashboard", { ended: true })).toBe("/sign-in?reason=session-ended");
  });
});
