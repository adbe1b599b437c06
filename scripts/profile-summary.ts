// npm run profile:summary -- <file.cpuprofile> [top] – the functions a V8 CPU profile
// (node --cpu-prof) spent the most self time in, and the same summed by package, so that
// a profile taken under load reads in a few lines: where the server's time goes.
import fs from "node:fs";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npm run profile:summary -- <file.cpuprofile> [top]");
  process.exit(1);
}
const top = Number(topArg ?? 15);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** Where a frame comes from: an npm package, node's own code, the app's bundle, or V8. */
function origin(url: string): string {
  if (!url) return "(V8 / native)";
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes("/.next/")) return "app (.next)";
  if (url.includes("/dist/")) return "app (dist)";
  return url.replace(/^file:\/\//, "");
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
for (const [id, time] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || "(anonymous)"} ${origin(url)}${url ? `:${lineNumber + 1}` : ""}`;
  functions.set(name, (functions.get(name) ?? 0) + time);
  packages.set(origin(url), (packages.get(origin(url)) ?? 0) + time);
}
const print = (title: string, entries: Map<string, number>) => {
  console.log(`\n${title}`);
  console.log("| self % | where |\n|---|---|");
  for (const [name, time] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`| ${((time / total) * 100).toFixed(1)} | \`${name}\` |`);
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print("Top functions by self time", functions);
print("Self time by package", packages);
