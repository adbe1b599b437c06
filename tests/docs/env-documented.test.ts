import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "@/lib/env";

// Every variable the app reads is read in lib/env.ts (a lint rule holds that line): through
// its schema, or raw by the few readers at its end. Each must have its row in the
// configuration doc, and the doc must not describe a variable nobody reads.

const ENV_SOURCE = fs.readFileSync("lib/env.ts", "utf8");
const CONFIGURATION = fs.readFileSync("docs/configuration.md", "utf8");

function variablesReadRaw(source: string): string[] {
  return [...source.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
}

function documentedVariables(markdown: string): string[] {
  return [...markdown.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((match) => match[1]!);
}

const read = [...new Set([...ENV_VARIABLES, ...variablesReadRaw(ENV_SOURCE)])].sort();

describe("docs/configuration.md", () => {
  it("finds the variables in lib/env.ts itself", () => {
    expect(ENV_VARIABLES).toContain("DATABASE_URL");
    expect(ENV_VARIABLES.length).toBeGreaterThan(30);
    expect(variablesReadRaw(ENV_SOURCE)).toContain("NEXT_TELEMETRY_DISABLED");
  });

  it("has a table row for every variable lib/env.ts reads", () => {
    const documented = new Set(documentedVariables(CONFIGURATION));
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("documents no variable lib/env.ts does not read, and none twice", () => {
    const documented = documentedVariables(CONFIGURATION);
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });
});
