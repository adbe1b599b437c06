// npm run bench:geocode – how long the offline gazetteer takes to load, how much heap it
// holds, and how long one address, one reverse lookup and one place id take. Target: an
// address in under 1 ms (median and 99th percentile of many kinds of address).
import { performance } from "node:perf_hooks";

const { loadGazetteer } = await import("../lib/geo/load-gazetteer");
const { searchAddress } = await import("../lib/geo/geocode-address");
const { reverseGeocode } = await import("../lib/geo/reverse-geocode");
const { lookupPlace } = await import("../lib/geo/lookup-place");
const { loadPostcodes } = await import("../lib/geo/postcode-centre");

const ADDRESSES = [
  "221B Baker Street, London NW1 6XE",
  "Domkloster 4, 50667 Cologne, Germany",
  "350 Fifth Avenue, New York, NY 10118",
  "1600 Pennsylvania Avenue NW, Washington, DC 20500",
  "Carrer de Mallorca 401, 08013 Barcelona, Spain",
  "Rynek Główny 1, 31-042 Kraków, Poland",
  "Springfield",
  "Georgetown",
  "München",
  "الرياض",
  "Москва",
  "Domkloster 4, Cologne, France",
  "1 Raffles Place, Singapore 048616",
  "Václavské náměstí 1, 110 00 Praha, Czech Republic",
  "SW1A 2AA",
];
const RUNS = Number(process.env.BENCH_RUNS ?? 20_000);

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const loadStart = performance.now();
loadGazetteer();
searchAddress("London"); // builds the country and region tables too
loadPostcodes();
const loadMs = performance.now() - loadStart;
gc?.();
const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

function time(label: string, call: (i: number) => unknown): void {
  for (let i = 0; i < 2_000; i++) call(i);
  const samples = new Float64Array(RUNS);
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    call(i);
    samples[i] = performance.now() - start;
  }
  samples.sort();
  const at = (q: number) => ((samples[Math.min(RUNS - 1, Math.floor(q * RUNS))] ?? 0) * 1000).toFixed(1);
  console.log(`${label.padEnd(28)} median ${at(0.5).padStart(7)} µs   p99 ${at(0.99).padStart(7)} µs   max ${at(1).padStart(8)} µs`);
}

console.log(`gazetteer load (with alternate names and ZIP codes) ${loadMs.toFixed(0)} ms, heap ${gc ? `${heapMiB.toFixed(0)} MiB` : "unknown (run with node --expose-gc)"}`);
time("geocode an address", (i) => searchAddress(ADDRESSES[i % ADDRESSES.length] ?? ""));
time("reverse geocode (on land)", (i) => reverseGeocode(40 + (i % 20), -5 + (i % 30)));
time("look up a place id", () => lookupPlace("gn:2643743"));
