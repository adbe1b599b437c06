// npm run bench:runtimes – the Prism comparison (scripts/bench-vs-prism.ts, npm run
// bench:prism) on two Node.js runtimes in one run, for a change of runtime: the same
// comparison in two checkouts, each installed and built with its own Node, in alternating
// rounds (the other runtime first, then this one; then this one first, …), so that the load
// of a shared machine falls on both alike. Each round is one whole run of bench:prism with
// BENCH_ROUNDS=1 in that checkout: its API server, Prism and the load generator all run on
// that checkout's Node. Prints, per operation, the median over the rounds of each side's
// req/s and p99 for the API and for Prism, the new runtime's throughput as a multiple of the
// old one's, the API's as a multiple of Prism's on each, and the load average at each round.
//
// BENCH_OTHER_TREE: the other checkout (required), installed with npm for BENCH_OTHER_NODE
// (default /usr/bin/node); BENCH_TREE: this side's checkout (default this one), run on the
// Node running this script; BENCH_RUNTIME_ROUNDS: the rounds (default 3). BENCH_SECONDS,
// BENCH_CASES, BENCH_PORT and BENCH_PRISM_PORT pass on to bench:prism.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type Side = { label: string; tree: string; node: string };
type Figures = { api: { rps: number; p99: number }; prism: { rps: number; p99: number } };

const ROUNDS = Number(process.env.BENCH_RUNTIME_ROUNDS ?? 3);
const otherTree = process.env.BENCH_OTHER_TREE;
if (!otherTree) {
  console.error("Set BENCH_OTHER_TREE to a checkout installed for the other Node (npm install run with BENCH_OTHER_NODE, default /usr/bin/node).");
  process.exit(2);
}
const other: Side = { label: "other", tree: path.resolve(otherTree), node: process.env.BENCH_OTHER_NODE ?? "/usr/bin/node" };
const self: Side = { label: "this", tree: path.resolve(process.env.BENCH_TREE ?? "."), node: process.execPath };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => os.loadavg().map((x) => x.toFixed(1)).join(" ");

/** One run of bench:prism in the side's checkout on its Node: its Node version and its figures per operation. */
async function runOnce(side: Side): Promise<{ version: string; rows: Map<string, Figures> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_ROUNDS: "1", PATH: `${path.dirname(side.node)}${path.delimiter}${process.env.PATH ?? ""}` };
  // Native modules of the other checkout were built against its own Node's headers.
  if (side !== self) delete env.npm_config_nodedir;
  const child = spawn(side.node, [path.join(side.tree, "node_modules/tsx/dist/cli.mjs"), "scripts/bench-vs-prism.ts"], { cwd: side.tree, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`bench:prism in ${side.tree} exited with ${code}:\n${(out + err).split("\n").slice(-40).join("\n")}`);
  const version = out.match(/Node (v\d+\.\d+\.\d+)/)?.[1] ?? "unknown";
  const rows = new Map<string, Figures>();
  for (const line of out.split("\n")) {
    const m = line.slice(26).match(/^\s+(\d+)\s+([\d.]+)\s+([\d.]+) \|\s+(\d+)\s+([\d.]+)\s+([\d.]+) \|\s+[\d.]+×/);
    if (m) rows.set(line.slice(0, 26).trim(), { api: { rps: Number(m[1]), p99: Number(m[3]) }, prism: { rps: Number(m[4]), p99: Number(m[6]) } });
  }
  if (rows.size === 0) throw new Error(`bench:prism in ${side.tree} printed no figures:\n${out}`);
  return { version, rows };
}

async function main() {
  for (const side of [other, self]) {
    if (!fs.existsSync(path.join(side.tree, "node_modules/tsx/dist/cli.mjs"))) throw new Error(`${side.tree}: not installed (no node_modules/tsx)`);
  }
  console.log(`${os.cpus().length} cores; ${ROUNDS} rounds of bench:prism on each side, alternating; load average (1, 5, 15 min) ${load()}`);
  const results = new Map<Side, Map<string, Figures>[]>([
    [other, []],
    [self, []],
  ]);
  const versions = new Map<Side, string>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 === 0 ? [other, self] : [self, other]) {
      const started = performance.now();
      const before = load();
      const { version, rows } = await runOnce(side);
      versions.set(side, version);
      results.get(side)!.push(rows);
      console.log(`round ${round + 1}, Node ${version} (${side.tree}): ${((performance.now() - started) / 1000).toFixed(0)} s, load ${before} → ${load()}`);
    }
  }

  const oldName = `Node ${versions.get(other)}`;
  const newName = `Node ${versions.get(self)}`;
  const pick = (side: Side, name: string, target: "api" | "prism", key: "rps" | "p99") =>
    median(results.get(side)!.flatMap((rows) => (rows.has(name) ? [rows.get(name)![target][key]] : [])));
  const cell = (rps: number, p99: number) => `${String(rps).padStart(6)} /${p99.toFixed(0).padStart(4)}`;
  const ratio = (a: number, b: number) => `${(a / Math.max(1, b)).toFixed(2)}×`.padStart(6);
  console.log(`\nMedians of ${ROUNDS} rounds, req/s / p99 ms. old = ${oldName}, new = ${newName}.`);
  console.log(
    `${"operation".padEnd(26)} | ${"API old".padStart(12)} ${"API new".padStart(12)} new/old | ${"Prism old".padStart(12)} ${"Prism new".padStart(12)} new/old | API/Prism old  new`,
  );
  const names = [...new Set(results.get(self)!.flatMap((rows) => [...rows.keys()]))];
  for (const name of names) {
    const api = [pick(other, name, "api", "rps"), pick(self, name, "api", "rps")] as const;
    const prism = [pick(other, name, "prism", "rps"), pick(self, name, "prism", "rps")] as const;
    console.log(
      `${name.padEnd(26)} | ${cell(api[0], pick(other, name, "api", "p99"))} ${cell(api[1], pick(self, name, "api", "p99"))} ${ratio(api[1], api[0])} | ` +
        `${cell(prism[0], pick(other, name, "prism", "p99"))} ${cell(prism[1], pick(self, name, "prism", "p99"))} ${ratio(prism[1], prism[0])} | ` +
        `${ratio(api[0], prism[0])} ${ratio(api[1], prism[1])}`,
    );
  }
  console.log(`\nload average at the end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
