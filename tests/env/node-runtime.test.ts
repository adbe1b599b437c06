import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

// The project runs on the Node of .nvmrc, and everything says so: the tests and the `node`
// they start, package.json's engines, every installed package's engines, the native module,
// the server bundle's target and the image.

const wanted = fs.readFileSync(".nvmrc", "utf8").trim();
const major = wanted.split(".")[0]!;
const semver = createRequire(import.meta.url)("semver") as { satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean };
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string; engines?: { node?: string } };

/** Every package folder under node_modules, nested ones included. */
function packageFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith("@")) {
      found.push(...packageFolders(folder));
      continue;
    }
    if (fs.existsSync(path.join(folder, "package.json"))) found.push(folder);
    if (fs.existsSync(path.join(folder, "node_modules"))) found.push(...packageFolders(path.join(folder, "node_modules")));
  }
  return found;
}

describe(`Node ${wanted} (.nvmrc)`, () => {
  it(`runs the tests, and is the \`node\` they start: major ${major}`, () => {
    expect(/^\d+\.\d+\.\d+$/.test(wanted)).toBe(true);
    expect(process.versions.node.split(".")[0]).toBe(major);
    const child = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
    expect(child.split(".")[0]).toBe(major);
  });

  it("is what package.json's engines ask for", () => {
    const range = readJson("package.json").engines?.node;
    expect(range).toBeDefined();
    expect(semver.satisfies(wanted, range!)).toBe(true);
    expect(semver.satisfies(`${Number(major) - 1}.99.0`, range!)).toBe(false);
  });

  it("is accepted by every installed package's engines", () => {
    const folders = packageFolders("node_modules");
    expect(folders.length).toBeGreaterThan(500);
    const refusing = folders.flatMap((folder) => {
      const { name, version, engines } = readJson(path.join(folder, "package.json"));
      return engines?.node && typeof engines.node === "string" && !semver.satisfies(wanted, engines.node, { includePrerelease: true })
        ? [`${name}@${version}: node ${engines.node}`]
        : [];
    });
    expect(refusing).toEqual([]);
  });

  it("loads the native SQLite module", () => {
    const db = new Database(":memory:");
    try {
      expect(db.prepare("SELECT 41 + 1 AS answer").get()).toEqual({ answer: 42 });
    } finally {
      db.close();
    }
  });

  it("is the server bundle's target", () => {
    expect(fs.readFileSync("scripts/build-server.mjs", "utf8")).toMatch(new RegExp(`target: "node${major}"`));
  });

  it("is the image's: node:<.nvmrc>-bookworm-slim pinned by digest, installed from the lock file", () => {
    const dockerfile = fs.readFileSync("Dockerfile", "utf8");
    const image = dockerfile.match(/^ARG NODE_IMAGE=(\S+)$/m)?.[1];
    expect(image).toMatch(new RegExp(`^node:${wanted.replace(/\./g, "\\.")}-bookworm-slim@sha256:[0-9a-f]{64}$`));
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThan(0);
    expect(froms.every((from) => from === "${NODE_IMAGE}")).toBe(true);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).not.toMatch(/npm install/);
  });
});
