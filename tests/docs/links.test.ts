import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The README and docs/ link into each other by relative paths and heading anchors: each
// must lead to a file that exists and, for an anchor into Markdown, a heading it has.

const FILES = ["README.md", ...fs.readdirSync("docs").filter((name) => name.endsWith(".md")).map((name) => path.join("docs", name))];

/** The text outside fenced code blocks, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** Heading anchors as GitHub makes them: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!
      .replace(/`/g, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

function brokenLinks(file: string): string[] {
  const broken: string[] = [];
  for (const target of relativeLinks(fs.readFileSync(file, "utf8"))) {
    const [linkPath, anchor] = target.split("#") as [string, string | undefined];
    const resolved = linkPath === "" ? file : path.join(path.dirname(file), linkPath);
    if (!fs.existsSync(resolved)) {
      broken.push(`${file}: ${target} (no such file)`);
    } else if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(fs.readFileSync(resolved, "utf8")).has(anchor)) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

describe("links between the README and docs/", () => {
  it("computes anchors as GitHub does", () => {
    expect(anchorsOf("## The back office (specialists)\n## E-mail\n## `x.ts`, the file\n## E-mail")).toEqual(
      new Set(["the-back-office-specialists", "e-mail", "xts-the-file", "e-mail-1"]),
    );
  });

  it("reads the links of every file", () => {
    expect(relativeLinks(fs.readFileSync("README.md", "utf8"))).toContain("docs/configuration.md");
  });

  it.each(FILES)("%s links only to files and headings that exist", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
