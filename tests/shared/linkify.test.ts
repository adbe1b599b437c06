import { describe, expect, it } from "vitest";
import { linkify, safeHref } from "@/lib/shared/linkify";

const links = (text: string) => linkify(text).filter((p) => p.kind === "link");

describe("linkify", () => {
  it("turns http and https addresses into links and keeps the rest as text", () => {
    const parts = linkify("See https://example.com/a?b=1 and http://x.test/path.");
    expect(parts).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: " and " },
      { kind: "link", text: "http://x.test/path", href: "http://x.test/path" },
      { kind: "text", text: "." },
    ]);
    expect(parts.map((p) => p.text).join("")).toBe("See https://example.com/a?b=1 and http://x.test/path.");
  });

  it("never makes a link of another scheme", () => {
    expect(links("javascript:alert(1) data:text/html,<b>x</b> file:///etc/passwd ftp://x.test")).toEqual([]);
    // Only the https address inside becomes a link; the scheme before it stays text.
    expect(linkify("javascript://https://example.com")).toEqual([
      { kind: "text", text: "javascript://" },
      { kind: "link", text: "https://example.com", href: "https://example.com/" },
    ]);
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("https://")).toBeNull();
  });

  it("leaves HTML as text, and stops an address at a quote or angle bracket", () => {
    const parts = linkify('<a href="https://evil.test">x</a>');
    expect(parts.map((p) => p.text).join("")).toBe('<a href="https://evil.test">x</a>');
    expect(links('<a href="https://evil.test">x</a>')).toEqual([{ kind: "link", text: "https://evil.test", href: "https://evil.test/" }]);
  });

  it("leaves out what closes a sentence or a bracket, but keeps a link's own brackets", () => {
    expect(links("(see https://example.com/page)")[0]?.text).toBe("https://example.com/page");
    expect(links("https://en.wikipedia.org/wiki/Foo_(bar), ok")[0]?.text).toBe("https://en.wikipedia.org/wiki/Foo_(bar)");
    expect(links("www.example.com!")[0]).toEqual({ kind: "link", text: "www.example.com", href: "https://www.example.com/" });
  });

  it("answers plain text as one part, and nothing for nothing", () => {
    expect(linkify("no links here\nsecond line")).toEqual([{ kind: "text", text: "no links here\nsecond line" }]);
    expect(linkify("")).toEqual([]);
  });
});
